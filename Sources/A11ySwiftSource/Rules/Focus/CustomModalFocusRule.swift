import A11yCore

/// Custom popups drawn over a dimmed screen without telling VoiceOver they are modal.
public struct CustomModalFocusRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "custom-modal-focus",
    title: LocalizedText(
      en: "Custom popups must keep VoiceOver inside them",
      ko: "직접 만든 팝업은 VoiceOver 초점을 팝업 안에 두어야 합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 2.1: focus must move only to what is on screen and meaningful, in a logical order; an error type \
        is focus reaching controls that aren't visible. A popup drawn over a dimmed screen in a `ZStack` or an \
        `.overlay` looks modal, but VoiceOver still swipes to the screen behind it, reading and activating \
        controls the person can't see. System sheets, alerts and `fullScreenCover` are modal by themselves; a \
        custom one needs `.accessibilityAddTraits(.isModal)` on the popup (UIKit: `accessibilityViewIsModal = \
        true`), or `.accessibilityHidden(true)` on what is behind it, and an escape action \
        (`.accessibilityAction(.escape)`). (WCAG 2.4.3; NIA 2.1.)
        """,
      ko: """
        검사 항목 2.1: 초점은 화면에 보이고 의미 있는 것으로만, 논리적인 순서로 이동해야 하며, 화면에 보이지 않는 컨트롤로 초점이 \
        이동하는 것은 오류 유형입니다. `ZStack`이나 `.overlay`로 어둡게 한 화면 위에 그린 팝업은 모달처럼 보이지만, VoiceOver는 여전히 \
        뒤의 화면으로 쓸어 넘겨 보이지 않는 컨트롤을 읽고 실행합니다. 시스템 시트, 알림창, `fullScreenCover`는 그 자체로 모달이지만, \
        직접 만든 팝업에는 `.accessibilityAddTraits(.isModal)`(UIKit은 `accessibilityViewIsModal = true`)을 주거나 뒤의 내용을 \
        `.accessibilityHidden(true)`로 숨기고, 닫기 동작(`.accessibilityAction(.escape)`)을 주세요. (WCAG 2.4.3, NIA 2.1)
        """),
    defaultSeverity: .warning,
    checkpoints: [.focus], wcag: ["2.4.3", "1.3.2"], hig: "Accessibility › VoiceOver",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the search's dim: the results show over it on the same test.
        "struct Albums: View { @State var editingState = \"None\"\n var body: some View { ZStack { List { Button(\"앨범\") { open() } }; if editingState == \"Active\" { ↓Color.black.opacity(0.9).ignoresSafeArea() }; if editingState == \"Active\" { VStack { Button(\"취소\") { editingState = \"None\" } } } } } }",
        // The error caption's neighbour: a translucent veil of its own, dimming what is behind.
        Self.errorCaption(alpha: "0.4", marked: true),
        // The caption's other neighbour: a popup on the same near-opaque black that holds a button (Tripp's add-routes popup).
        """
        final class AddRoutesAlertPopupView: UIView {
          let okButton = UIButton()
          override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor.black.withAlphaComponent(0.9)
            addSubview(okButton)
          }
          func ↓show() { UIView.animate(withDuration: 0.2) { self.alpha = 1 } }
          func dismiss() { removeFromSuperview() }
        }
        """,
        // The neighbour of the sheet-only filter: the screen also lays it over itself.
        filterPopup(overlayUsed: true),
        // The neighbour of the shaded scene: a list of its own lies under the shade.
        "struct EntranceView: View { var body: some View { ZStack { Image(\"entrancecave\").resizable().ignoresSafeArea(); List { Button(\"지도\") { openMap() } }; ↓Color.black.opacity(0.5).ignoresSafeArea(); VStack { Text(\"동굴 입구\"); Button(\"들어가기\") { enter() } } } } }",
        // The neighbour of the camera's band: the same shade over the whole screen, a list under it.
        "struct CameraPhoto: View { var body: some View { ZStack { List { Button(\"사진 선택\") { pick() } }; ↓Color.black.opacity(0.5).ignoresSafeArea(); VStack { Button(\"다시 찍기\") { retake() }; Button(\"사용\") { use() } } } } }",
        // The neighbour of the notice that goes by itself: this one waits for its button.
        "struct CoinChargeView: View { @State var showSuccess = false; @State var isPurchasing = false\n var body: some View { ZStack { List { Button(\"구매\") { buy() } }; if showSuccess { ↓Color.black.opacity(0.2).ignoresSafeArea() }; if showSuccess { KeychyAlert(message: \"구매가 완료되었어요!\", isPresented: $showSuccess) }; if isPurchasing { ProgressView() } } } }\nstruct KeychyAlert: View { let message: String; @Binding var isPresented: Bool\n var body: some View { VStack { Image(systemName: \"checkmark\"); Text(message); Button(\"확인\") { isPresented = false } }.onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { isPresented = false } } } }",
        // The neighbour of the dim behind the system sheet: the sheet is presented by another flag.
        "struct DetailView: View { @State var showDetailComments = false; @State var showCustomAlert = false\n var body: some View { ZStack { ScrollView { Text(post.title); Button(\"댓글\") { showDetailComments = true } }; if showDetailComments { ↓Color.black.opacity(0.7).ignoresSafeArea() }; if showCustomAlert { ZStack { Color.clear; ReportAlert() } } }.sheet(isPresented: $showComposer) { CommentsView() } } }",
        // The neighbour of the app's spinner: its popup is named for something else and holds a button.
        """
        struct UploadPopup: View { var body: some View { VStack { ProgressView(); Button("취소") { cancel() } }.padding(20).background(.ultraThinMaterial) } }
        struct Dashboard: View { @State var isLoading = true
          var body: some View { ZStack { List { Button("기록") { open() } }; if isLoading { ZStack { ↓Color.black.opacity(0.1).ignoresSafeArea(); UploadPopup() } } } }
        }
        """,
        // A hue that comes with the popup's state: a scrim whatever its colour.
        "struct Ride: View { @State var showRating = false\n var body: some View { ZStack { Map(); if showRating { ↓Color.indigo.opacity(0.4).ignoresSafeArea().onTapGesture { showRating = false }; RatingCard() } } } }",
        // The neighbours of the tinted pages: a grey shade, and a colour named for dimming.
        "struct SignInView: View { @State var showTerms = false\n var body: some View { ZStack { Form { Text(\"이메일\") }; if showTerms { ↓Color.gray.opacity(0.5).ignoresSafeArea(); TermsCard() } } } }",
        "struct ClassColorView: View { @State var dimColor = UIColor.black\n var body: some View { ZStack { List { Text(\"수학\") }; ↓Color(dimColor).edgesIgnoringSafeArea(.all).opacity(0.6); ColorCard() } } }",
        // The neighbours of the faint page tint: the app's colour strong enough to dim, and one named for it.
        "struct DeleteDialog: View { var body: some View { ZStack { ↓Color.navy.opacity(0.6).ignoresSafeArea(); VStack { Text(\"삭제할까요?\"); Button(\"삭제\") { delete() } } } } }",
        // The neighbour of the see-through cover: the same popup also laid over the screen in place.
        "extension View {\n func transparentFullScreenCover<Content: View>(isPresented: Binding<Bool>, content: @escaping () -> Content) -> some View {\n  fullScreenCover(isPresented: isPresented) { ZStack { content() }.background(TransparentBackground()) }\n } }\nstruct JoySheet: View { @State var show = false\n var body: some View { Button(\"삭제\") { show = true }.transparentFullScreenCover(isPresented: $show) { DeleteJoyPopUp(show: $show) } } }\nstruct JoyList: View { @State var show = false\n var body: some View { ZStack { List { Text(\"소확행\") }; if show { DeleteJoyPopUp(show: $show) } } } }\nstruct DeleteJoyPopUp: View { @Binding var show: Bool\n var body: some View { ZStack { ↓Color.black.opacity(0.8).ignoresSafeArea().onTapGesture { show = false }; PopUpCard(title: \"삭제\") } } }",
        // The neighbour of the disabled content: only blurred, still usable behind the dim.
        "struct LoadingModifier: ViewModifier { let isLoading: Bool\n func body(content: Content) -> some View { ZStack { content.blur(radius: isLoading ? 2 : 0); if isLoading { ↓Color.black.opacity(0.4).ignoresSafeArea(); CustomProgressView() } } } }",
        // The neighbour of the page's grey ground: grey dark enough to dim, under a dialog.
        "struct DeleteDialog: View { var body: some View { ZStack { ↓Color.gray.opacity(0.4).ignoresSafeArea(); VStack { Text(\"삭제할까요?\"); Button(\"삭제\") { delete() } } } } }",
        // The neighbour of the modal container: the trait is on the screen beside the dialog, not around it.
        "struct ReminderOverlay: View { @Binding var prompt: Prompt?\n var body: some View { VStack { Form { Text(\"알림\") }.accessibilityAddTraits(.isModal); if let prompt { ZStack { ↓Color.black.opacity(0.4).ignoresSafeArea(); DelayDialog(prompt: prompt) } } } } }",
        "struct DeleteDialog: View { var body: some View { ZStack { ↓Color.theme.overlay.opacity(0.1).ignoresSafeArea(); VStack { Text(\"삭제할까요?\"); Button(\"삭제\") { delete() } } } } }",
        // The neighbour of the member marked modal: the same sheet, unmarked.
        sheetMember(markedModal: false),
        // The neighbour of the cropper's mask: a panel drawn over the dimming.
        "struct CropOverlay: View { let cropSize: CGFloat\n var body: some View { ZStack { ↓Color.black.opacity(0.7).ignoresSafeArea(); VStack { Text(\"사진을 자를까요?\"); Button(\"자르기\") { crop() } }.background(Color.white) }.compositingGroup() } }",
        // The neighbour of the presented popup: laid over the map in an overlay, not presented.
        """
        struct ForecastPopup: View {
          @Binding var isPresented: Bool
          var body: some View {
            ZStack {
              if isPresented {
                ↓Color.black.opacity(0.25).ignoresSafeArea().onTapGesture { isPresented = false }
                VStack { Text("Rain at 5 pm"); Button("Close") { isPresented = false } }
              }
            }
          }
        }
        struct MapScreen: View {
          @State var showForecast = false
          var body: some View { MapCanvas().overlay { ForecastPopup(isPresented: $showForecast) } }
        }
        """,
        // The neighbour of the viewfinder: a dim masked by a shape that shows it (no window cut out).
        """
        struct Tip: View {
          var body: some View {
            ZStack {
              ↓Color.black.opacity(0.65).ignoresSafeArea().mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
              VStack { Text("New: scan to pay"); Button("Got it") { dismiss() } }
            }
          }
        }
        """,
        // The neighbour of the timed notice: one that stays until closed.
        "struct AddTransaction: View { @State private var showSuccess = false\n var body: some View { ZStack { Form { Text(\"금액\") }; if showSuccess { ↓Color.black.opacity(0.3).ignoresSafeArea(); VStack { Image(systemName: \"checkmark.circle.fill\"); Text(\"저장했습니다\") } } } }\n func save() { showSuccess = true } }",
        // The neighbour: a spinner with a message and a Cancel button over the dim is a popup.
        """
        struct Uploader: View {
          @State var isUploading = true
          var body: some View {
            ZStack {
              List { Text("Files") }
              if isUploading {
                ↓Color.black.opacity(0.4).ignoresSafeArea()
                VStack { ProgressView(); Text("Uploading"); Button("Cancel") { isUploading = false } }
              }
            }
          }
        }
        """,
        """
        struct Menu: View {
          @State var showCoupon = true
          var body: some View {
            ZStack {
              List { Text("아메리카노") }
              if showCoupon {
                ↓Color.black.opacity(0.4).ignoresSafeArea().onTapGesture { showCoupon = false }
                CouponPopup()
              }
            }
          }
        }
        """,
        """
        struct Home: View {
          @State var showNotice = true
          var body: some View {
            ScrollView { Text("Home") }
              .overlay {
                if showNotice {
                  ↓Color.black.opacity(0.5).ignoresSafeArea()
                  NoticeCard()
                }
              }
          }
        }
        """,
        """
        final class CartViewController: UIViewController {
          let dimView = UIView()
          let couponPanel = CouponPanel()
          func showCoupon() {
            dimView.frame = view.bounds
            dimView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
            view.addSubview(dimView)
            ↓view.addSubview(couponPanel)
          }
          @objc func closeCoupon() { dimView.removeFromSuperview(); couponPanel.removeFromSuperview() }
        }
        """,
        """
        final class ProgressOverlay: UIView {
          let cancelButton = UIButton(type: .system)
          static func addTo(_ parent: UIView) -> ProgressOverlay {
            let overlay = ProgressOverlay(frame: parent.bounds)
            ↓parent.addSubview(overlay)
            return overlay
          }
          func dismiss() { removeFromSuperview() }
        }
        """,
        // The neighbour of the error strip: a dialog in the middle of the window.
        tipsAlertView(frame: "CGRect(x: 40, y: 200, width: 300, height: 160)"),
        // A popup view that nothing shows as a controller's screen.
        namingPopup(loadedBy: nil),
        // Only a picture, but it stays until tapped: VoiceOver swipes to the covered screen meanwhile.
        """
        final class BadgeOverlayView: UIView {
          private let imageView = UIImageView(image: badge)
          func show() {
            ↓UIApplication.shared.keyWindow?.addSubview(self)
            addSubview(imageView)
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hide)))
          }
          @objc private func hide() { removeFromSuperview() }
        }
        """,
        // The neighbour of the blocking loader: a popup added after the spinner on the same dim.
        "final class UploadViewController: UIViewController {\n let dimView = UIView()\n let popup = UploadPopupView()\n func showUpload() {\n dimView.backgroundColor = UIColor.black.withAlphaComponent(0.3)\n view.addSubview(dimView)\n let activityIndicator = UIActivityIndicatorView(style: .large)\n dimView.addSubview(activityIndicator)\n ↓dimView.addSubview(popup) }\n func hide() { dimView.removeFromSuperview() } }",
      ],
      nonTriggering: [
        // A camera screen only a full-screen cover shows, its dark ground inside a navigation stack (FitSocial's camera).
        "struct CameraView: View { var body: some View { NavigationStack { ZStack { Color.black.opacity(0.8).ignoresSafeArea(); PreviewView(); VStack { Button(\"닫기\") { dismiss() }; Button(\"촬영\") { capture() } } } } } }\nstruct NewPostView: View { @State var showCamera = false\n var body: some View { Button(\"카메라\") { showCamera = true }.fullScreenCover(isPresented: $showCamera) { CameraView() } } }",
        // The search's dim while the field is empty, and its results in place of it once typed (OldOS's iPod lists): never one over the other.
        "struct Albums: View { @State var editingState = \"None\"\n var body: some View { ZStack { List { Button(\"앨범\") { open() } }; if editingState == \"Active_Empty\" { Color.black.opacity(0.9).ignoresSafeArea() }; if editingState == \"Active\" { VStack { Button(\"취소\") { editingState = \"None\" } } } } } }",
        // A dialog whose own near-opaque dark face carries its words (science-journal's error caption beside a field).
        Self.errorCaption(alpha: "0.9", marked: false),
        // A start-up screen: the app's mark, its status and a progress bar over a dark backdrop (havital's `AppLoadingView`).
        "struct AppLoadingView: View { @ObservedObject var state = AppState.shared\n var body: some View { ZStack { Color.black.opacity(0.8).ignoresSafeArea(); VStack(spacing: 24) { Image(systemName: \"figure.run\"); Text(state.description); ProgressView(value: state.progress) } } } }",
        // A filter shown only as a sheet (mE Health's), its body behind a store's observer; the in-place overlay is a private member nothing uses.
        filterPopup(overlayUsed: false),
        // A shade over the scene's picture, the scene's words and buttons over it (Gabwatni Cave's entrance).
        "struct EntranceView: View { var body: some View { ZStack { Image(\"entrancecave\").resizable().ignoresSafeArea(); Color.black.opacity(0.5).ignoresSafeArea(); VStack { Text(\"동굴 입구\"); Button(\"들어가기\") { enter() } } } } }",
        // A translucent band behind a camera's shutter row (DragonKitchen), a blurred strip over a
        // gallery's title in a VStack (PaPaJOYs), and the dim a full-screen cover's own content opens
        // with (HomeToGather's invitation card): no cover over a screen VoiceOver can wander to.
        "struct CameraPhoto: View { var body: some View { ZStack { Image(uiImage: photo); VStack { Spacer(); ZStack { Color.black.frame(height: 100).opacity(0.5).ignoresSafeArea(); HStack { Button(\"다시 찍기\") { retake() }; Button(\"사용\") { use() } } } } } } }",
        "struct Gallery: View { var body: some View { ZStack { Grid(); VStack { Color.black.ignoresSafeArea().opacity(0.5).blur(radius: 10).frame(maxHeight: 60); Spacer() } } } }",
        "struct Card: View { @State var isModalPresent = false\n var body: some View { Button(\"열기\") { isModalPresent = true }.fullScreenCover(isPresented: $isModalPresent) { ZStack(alignment: .bottom) { Color.black.opacity(0.6).ignoresSafeArea(); InvitationCard() } } } }",
        // The app's own notice over the dim, no control in it, gone after 2 s by itself (Keychy's purchase alert).
        "struct CoinChargeView: View { @State var showSuccess = false; @State var isPurchasing = false\n var body: some View { ZStack { List { Button(\"구매\") { buy() } }; if showSuccess { Color.black.opacity(0.2).ignoresSafeArea() }; if showSuccess { KeychyAlert(message: \"구매가 완료되었어요!\", isPresented: $showSuccess) }; if isPurchasing { ProgressView() } } } }\nstruct KeychyAlert: View { let message: String; @Binding var isPresented: Bool\n var body: some View { VStack { Image(systemName: \"checkmark\"); Text(message) }.onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 2) { isPresented = false } } } }",
        // A dim shown by the flag that also presents a system sheet (Wote's comments sheet).
        "struct DetailView: View { @State var showDetailComments = false; @State var showCustomAlert = false\n var body: some View { ZStack { ScrollView { Text(post.title); Button(\"댓글\") { showDetailComments = true } }; if showDetailComments { Color.black.opacity(0.7).ignoresSafeArea() }; if showCustomAlert { ZStack { Color.clear; ReportAlert() } } }.sheet(isPresented: $showDetailComments) { CommentsView() } } }",
        // The app's own spinner view over a faint dim while loading (Seizcare's dashboard).
        """
        struct LoadingView: View { var body: some View { VStack { ProgressView(); Text("불러오는 중") }.padding(20).background(.ultraThinMaterial) } }
        struct Dashboard: View { @State var isLoading = true
          var body: some View { ZStack { List { Button("기록") { open() } }; if isLoading { ZStack { Color.black.opacity(0.1).ignoresSafeArea(); LoadingView() } } } }
        }
        """,
        // A spinner put on a dimming layer while work runs (a news app's blocking loader): nothing in it to keep focus on.
        "final class FeedViewController: UIViewController {\n let loaderView = UIView()\n func showLoader() {\n loaderView.backgroundColor = UIColor.black.withAlphaComponent(0.3)\n view.addSubview(loaderView)\n let activityIndicator = UIActivityIndicatorView(style: .large)\n loaderView.addSubview(activityIndicator)\n activityIndicator.startAnimating() }\n func hideLoader() { loaderView.removeFromSuperview() } }",
        // A hue washed over the whole screen as its background, the sign-in form over it: no dim
        // and no popup (Snippets' sign-in); a colour picker's page tinted with the colour chosen.
        "struct SignInView: View { var body: some View { NavigationStack { ZStack { Color.indigo.opacity(0.2).ignoresSafeArea(); VStack { Text(\"이메일\"); Button(\"로그인\") { signIn() } } } } } }",
        "struct ClassColorView: View { @State var color = UIColor.red\n var body: some View { ZStack { Color.init(color).edgesIgnoringSafeArea(.all).opacity(0.7); VStack { Text(\"수학\"); Button(\"다음\") { next() } } } } }",
        // The app's own hue, faint under a filter screen's cards (a recruiting app's page tint).
        "struct SearchFilterView: View { var body: some View { NavigationView { ZStack { Color.skyBlue.opacity(0.05).edgesIgnoringSafeArea(.all); ScrollView { FilterCard() } } } } }",
        // A popup the app's own presenting modifier shows in a full-screen cover (MADII's see-through covers).
        "extension View {\n func transparentFullScreenCover<Content: View>(isPresented: Binding<Bool>, content: @escaping () -> Content) -> some View {\n  fullScreenCover(isPresented: isPresented) { ZStack { content() }.background(TransparentBackground()) }\n } }\nstruct JoySheet: View { @State var show = false\n var body: some View { Button(\"삭제\") { show = true }.transparentFullScreenCover(isPresented: $show) { DeleteJoyPopUp(show: $show) } } }\nstruct DeleteJoyPopUp: View { @Binding var show: Bool\n var body: some View { ZStack { Color.black.opacity(0.8).ignoresSafeArea().onTapGesture { show = false }; PopUpCard(title: \"삭제\") } } }",
        // The content behind is disabled while the dim shows (College Fantasy Football's loading modifier).
        "struct LoadingModifier: ViewModifier { let isLoading: Bool\n func body(content: Content) -> some View { ZStack { content.disabled(isLoading).blur(radius: isLoading ? 2 : 0); if isLoading { Color.black.opacity(0.4).ignoresSafeArea(); CustomProgressView() } } } }",
        // A page's light grey ground under its content (TodaysPlayer's match list).
        "struct MatchListView: View { var body: some View { NavigationStack { ZStack { Color.gray.opacity(0.1).ignoresSafeArea(); VStack { Text(\"나의 경기관리\").font(.title.bold()); List { Text(\"경기\") } } } } } }",
        // The container around the dim and the dialog is modal (Nanny & Me's reminder dialog).
        "struct ReminderOverlay: View { @Binding var prompt: Prompt?\n var body: some View { Group { if let prompt { ZStack { Color.black.opacity(0.4).ignoresSafeArea(); DelayDialog(prompt: prompt) } } }.accessibilityAddTraits(.isModal) } }",
        // A strip as wide as the window and as tall as its message, sliding up from the bottom edge
        // while the screen stays in use: a banner (Wisnuc's login errors).
        tipsAlertView(frame: "CGRect(x: 0, y: __kHeight, width: __kWidth, height: margin * 2 + self.errorTitleLabel.height)"),
        // The popup is a member of the view, and what the member builds is marked modal (a faux
        // browser sheet over a dimmed sign-in).
        sheetMember(markedModal: true),
        // A cropper's mask: a circle punched out of the dimming, no popup (Brrow).
        "struct CropOverlay: View { let cropSize: CGFloat\n var body: some View { ZStack { Color.black.opacity(0.7).ignoresSafeArea(); Circle().frame(width: cropSize, height: cropSize).blendMode(.destinationOut) }.compositingGroup() } }",
        // An invisible tap-catcher under a small popover, not a dim (PayslipMax's legend).
        """
        struct LegendPopover: View {
          @Binding var isShowingLegend: Bool
          var body: some View {
            ZStack {
              Color.black.opacity(0.001).ignoresSafeArea().onTapGesture { isShowingLegend = false }
              VStack { Text("범례"); Button("닫기") { isShowingLegend = false } }.padding().background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
            }
          }
        }
        """,
        // A camera viewfinder: the dim has the scan window cut out of it, and the torch and
        // cancel buttons over it are meant to be used (Zashi's scanner).
        """
        struct ScanFrame: View {
          var body: some View {
            ZStack {
              Color.black.opacity(0.65).ignoresSafeArea().reverseMask { RoundedRectangle(cornerRadius: 28).frame(width: 240, height: 240) }
              HStack { Button("Torch") { toggleTorch() }; Button("Cancel") { cancel() } }
            }
          }
        }
        """,
        // Shown only by the system's presentations, which keep VoiceOver in them: a full-screen
        // cover, and a hosting controller presented over the screen.
        """
        struct ForecastPopup: View {
          @Binding var isPresented: Bool
          var body: some View {
            ZStack {
              if isPresented {
                Color.black.opacity(0.25).ignoresSafeArea().onTapGesture { isPresented = false }
                VStack { Text("Rain at 5 pm"); Button("Close") { isPresented = false } }
              }
            }
          }
        }
        struct MapScreen: View {
          @State var showForecast = false
          var body: some View {
            MapCanvas().fullScreenCover(isPresented: $showForecast) { ForecastPopup(isPresented: $showForecast).presentationBackground(.clear) }
          }
        }
        """,
        """
        struct ForecastPopup: View {
          @Binding var isPresented: Bool
          var body: some View {
            ZStack {
              if isPresented {
                Color.black.opacity(0.25).ignoresSafeArea().onTapGesture { isPresented = false }
                VStack { Text("Rain at 5 pm"); Button("Close") { isPresented = false } }
              }
            }
          }
        }
        struct ForecastHost: View {
          @State private var isPresented = false
          var body: some View { ForecastPopup(isPresented: $isPresented).onAppear { isPresented = true } }
        }
        final class MapViewController: UIViewController {
          @objc func showForecast() {
            let host = UIHostingController(rootView: ForecastHost())
            host.modalPresentationStyle = .overFullScreen
            present(host, animated: true)
          }
        }
        """,
        // A "saved" checkmark over the dim for a second before the sheet closes itself (a money
        // tracker's entry form), and a celebration a sleeping task takes away.
        timedNotice(flag: "showSuccess", notice: "Image(systemName: \"checkmark.circle.fill\"); Text(\"저장했습니다\")",
                    show: "DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { dismiss() }"),
        timedNotice(flag: "celebrating", notice: "Image(\"beezle\"); Text(\"이스터 에그 켜짐\")",
                    show: "Task { @MainActor in\n      try? await Task.sleep(nanoseconds: 3_000_000_000)\n      celebrating = false\n    }"),
        // A spinner over a dimmed screen while a list loads: nothing in it to keep focus on.
        """
        struct ContactPicker: View {
          @State var isLoading = true
          var body: some View {
            ZStack {
              List { Text("Contacts") }
              if isLoading {
                Color.black.opacity(0.08).ignoresSafeArea()
                ProgressView().padding(24).background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
              }
            }
          }
        }
        """,
        // Spawn's save: a spinner titled with its status over a dimmed screen.
        """
        struct ActivityTypeEdit: View {
          @State var isSaving = false
          var body: some View {
            List { Text("활동 유형") }
              .overlay {
                if isSaving {
                  ZStack {
                    Color.black.opacity(0.3).ignoresSafeArea()
                    ProgressView("저장 중...").padding().background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
                  }
                }
              }
          }
        }
        """,
        // A spinner with its status over a dimmed screen (Meshtastic's "Switching Radio"): a loading
        // overlay too; nothing to use in it, and it goes when the work ends.
        """
        struct Connect: View {
          @State var isSwitching = false
          var body: some View {
            List { Text("Radios") }
              .disabled(isSwitching)
              .overlay {
                if isSwitching {
                  ZStack {
                    Color.black.opacity(0.2).ignoresSafeArea()
                    VStack { ProgressView(); Text("Switching Radio").font(.headline) }.padding()
                  }
                }
              }
          }
        }
        """,
        // A success checkmark over a blur that removes itself a second later: nothing to keep focus in.
        """
        final class SuccessOverlayView: UIView {
          private let imageView = UIImageView(image: checkmark)
          override init(frame: CGRect) {
            super.init(frame: frame)
            let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .extraLight))
            addSubview(blurView)
            addSubview(imageView)
          }
          @objc private func hide() { removeFromSuperview() }
          func show() {
            UIApplication.shared.keyWindow?.addSubview(self)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.hide() }
          }
        }
        """,
        """
        struct Menu: View {
          @State var showCoupon = true
          var body: some View {
            ZStack {
              List { Text("아메리카노") }
              if showCoupon {
                Color.black.opacity(0.4).ignoresSafeArea().onTapGesture { showCoupon = false }
                CouponPopup().accessibilityAddTraits(.isModal)
              }
            }
          }
        }
        """,
        """
        struct Menu: View {
          @State var showCoupon = true
          var body: some View {
            ZStack {
              List { Text("아메리카노") }.accessibilityHidden(showCoupon)
              if showCoupon {
                Color.black.opacity(0.4).ignoresSafeArea()
                CouponPopup()
              }
            }
          }
        }
        """,
        "struct Card: View { var body: some View { ZStack { Color.black.opacity(0.2); Text(\"Shadow\") } } }",
        // The same popup loaded as its controller's root view, and that controller presented
        // (damago's naming popup): UIKit keeps VoiceOver in the presented controller.
        namingPopup(loadedBy: """
          final class NamingPopupViewController: UIViewController {
            private let mainView = NamingPopupView()
            override func loadView() {
              view = mainView
            }
          }
          """),
        """
        final class CouponPopupView: UIView {
          private let closeButton = UIButton(type: .system)
          override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor.black.withAlphaComponent(0.4)
            accessibilityViewIsModal = true
            addSubview(closeButton)
          }
          @objc func dismiss() { removeFromSuperview() }
        }
        """,
        """
        final class CartViewController: UIViewController {
          let dimView = UIView()
          let couponPanel = CouponPanel()
          func showCoupon() {
            dimView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
            view.addSubview(dimView)
            couponPanel.accessibilityViewIsModal = true
            view.addSubview(couponPanel)
          }
          @objc func closeCoupon() { dimView.removeFromSuperview(); couponPanel.removeFromSuperview() }
        }
        """,
        // A lid built with the screen (shown under a sliding sidebar), and a hairline beside it.
        """
        final class BrowserViewController: UIViewController {
          let lidView = UIView()
          override func viewDidLoad() {
            lidView.backgroundColor = UIColor(white: 0.0, alpha: 0.5)
            lidView.isHidden = true
            view.addSubview(lidView)
            view.addSubview(separatorView)
          }
          func closeSidebar() { sidebar.view.removeFromSuperview() }
        }
        """,
        // A dimmed photo behind a caption that never goes away: no popup.
        """
        final class PhotoViewController: UIViewController {
          let shade = UIView()
          override func viewDidLoad() {
            shade.backgroundColor = UIColor.black.withAlphaComponent(0.3)
            view.addSubview(shade)
            view.addSubview(captionLabel)
          }
        }
        """,
        // A toast over a corner of the screen is not modal.
        "final class AchievementToastView: UIView {\n func show(in view: UIView) { view.addSubview(self) }\n func dismiss() { removeFromSuperview() } }",
        // A popup's content view with an opaque background: it is what a presented controller shows.
        "final class PopupContentView: UIView {\n let closeButton = UIButton()\n func setUp() { backgroundColor = .white\n addSubview(closeButton) }\n func dismiss() { } }",
      ])
  )

  /// `Color.black.opacity(0.4).ignoresSafeArea()`: a layer that dims the whole screen.
  static func isDimmingLayer(_ view: SwiftUIView) -> Bool {
    guard view.name.hasPrefix("Color") || view.name == "Rectangle" else { return false }
    // (Only a layer always shown: one that comes with a popup's state is a scrim whatever its colour.)
    if view.name.hasPrefix("Color"), view.branchCondition == nil, Self.isTintNotDim(view) { return false }
    let opacity = view.modifiers(named: "opacity").first?.arguments.firstUnlabeled?.numberLiteral
      ?? (view.name.contains("opacity(") ? Self.opacityInName(view.name) ?? 0.5 : nil)
    // `Color.black.opacity(0.001)`: an invisible tap-catcher (PayslipMax's legend), not a dim.
    guard let opacity, opacity >= 0.05, opacity < 1 else { return false }
    // A dim with a window cut out of it (`.reverseMask { RoundedRectangle() }`, a mask drawn with
    // `.destinationOut`): a camera viewfinder's frame, whose controls stay in use, not a popup's backdrop.
    if view.modifiers.contains(where: { modifier in
      let name = modifier.name.lowercased()
      return (name.contains("mask") && (name.contains("reverse") || name.contains("invert") || name.contains("inverse")))
        || name.contains("cutout")
        || ((name == "mask" || name == "overlay") && modifier.arguments.contains { $0.value.text.contains("destinationOut") || $0.value.text.contains("eoFill: true") })
    }) { return false }
    // A band a number of points tall or wide (`Color.black.frame(height: 100).opacity(0.5)` behind a
    // camera's shutter row, DragonKitchen): a strip along an edge, not a cover over the screen.
    if view.modifiers(named: "frame").contains(where: { frame in
      ["height", "width"].contains { frame.arguments.first(labeled: $0)?.numberLiteral != nil }
    }) { return false }
    return view.hasModifier("ignoresSafeArea") || view.hasModifier("edgesIgnoringSafeArea")
  }

  /// `Color.indigo.opacity(0.2)`, `Color(selectedColor).opacity(0.7)`: a hue washed over the screen
  /// as its background (a sign-in page's tint, a colour picker's preview), not a shade that dims
  /// what is behind a popup; dims are black, grey, white or a colour named for the job.
  static func isTintNotDim(_ view: SwiftUIView) -> Bool {
    // A SwiftUI colour name standing for a system hue (`indigo` → systemIndigo, `accentColor`), not a grey.
    let member = String(view.name.hasPrefix("Color.") ? view.name.dropFirst(6).prefix { $0.isLetter } : "")
    if let system = SystemColors.swiftUINames[member], system.hasPrefix("system"), system != "systemGray" { return true }
    // `Color.gray.opacity(0.1)` always under a screen's content: a page's light grey ground
    // (TodaysPlayer's match list), too faint to dim anything.
    if SystemColors.swiftUINames[member] == "systemGray" || member == "secondary" || member == "white" {
      let opacity = view.modifiers(named: "opacity").first?.arguments.firstUnlabeled?.numberLiteral ?? opacityInName(view.name)
      if let opacity, opacity <= 0.15 { return true }
    }
    // `Color.skyBlue.opacity(0.05)`: the app's own hue, faint, under a screen's content (a
    // recruiting app's page tint), unless its name says it dims (`Color.theme.overlay`).
    if !member.isEmpty, SystemColors.swiftUINames[member] == nil {
      let opacity = view.modifiers(named: "opacity").first?.arguments.firstUnlabeled?.numberLiteral ?? opacityInName(view.name)
      return (opacity ?? 1) <= 0.15 && !isNamedForDimming(view.name)
    }
    // `Color(color)`, `Color.init(selected)`: a colour the screen is choosing, unless named for dimming.
    // (`Color.init(x)` reaches the model as `Color` with an `init` modifier.)
    let initializer = view.modifiers.first.flatMap { $0.name == "init" ? $0.arguments : nil } ?? view.arguments
    guard view.name == "Color", initializer.count == 1, initializer[0].label == nil else { return false }
    let argument = initializer[0].value.text
    guard argument.first?.isLowercase == true, argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
    else { return false }
    return !isNamedForDimming(argument)
  }

  /// A colour's name that says it shades what is behind (`overlayBlack`, `dimColor`, `scrim`).
  static func isNamedForDimming(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return ["dim", "overlay", "shadow", "scrim", "backdrop", "black", "gray", "grey", "dark", "mask"].contains { lowered.contains($0) }
  }

  /// The literal in `Color.black.opacity(0.4)` written as one reference.
  static func opacityInName(_ name: String) -> Double? {
    guard let open = name.range(of: "opacity(") else { return nil }
    return Double(name[open.upperBound...].prefix { $0.isNumber || $0 == "." })
  }

  /// The views laid over the dimming layer hold a `ProgressView` and otherwise only shapes,
  /// stacks, colours and its status text ("Switching Radio"): no image, control or custom view.
  static func isLoadingOverlay(_ views: [SwiftUIView], in file: SwiftFileModel) -> Bool {
    let all = views + views.flatMap { file.descendants(of: $0) }
    let plain: Set<String> = [
      "ProgressView", "ZStack", "VStack", "HStack", "Group", "Spacer", "Color", "Rectangle", "RoundedRectangle",
      "Circle", "Capsule", "Text",
      // (The app's mark above a loading screen's progress, havital's `AppLoadingView`.)
      "Image",
    ]
    // (`ProgressView("Saving...")`, Spawn's: a spinner with its status words, no value to follow.)
    // The app's own spinner view, named for it and given nothing (Seizcare's `LoadingView()`), is one too.
    let isSpinnerView = { (view: SwiftUIView) in
      view.kind == .call && view.arguments.isEmpty && file.project.types.declaration(of: view.name) != nil
        && ["Loading", "Spinner", "Indicator"].contains(where: view.name.contains)
    }
    // (Or a bar of the start-up's progress, `ProgressView(value: progress)`.)
    let isProgress = { (view: SwiftUIView) in
      view.arguments.isEmpty || view.arguments.count == 1 && view.titleArgument != nil || view.arguments.first?.label == "value"
    }
    return all.contains { $0.name == "ProgressView" && isProgress($0) || isSpinnerView($0) }
      && all.allSatisfy { view in plain.contains(view.name) || view.name.hasPrefix("Color") || view.name.hasPrefix(".") || isSpinnerView(view) }
  }

  /// A screen showing `notice` over a dim while `flag` is set, and `show()` setting it, then running
  /// `then` (the delayed step that takes it away).
  static func timedNotice(flag: String, notice: String, show then: String) -> RuleExample {
    RuleExample("""
      struct NoticeScreen: View {
        @Environment(\\.dismiss) var dismiss
        @State private var \(flag) = false
        var body: some View {
          ZStack {
            Form { Text("금액") }
            if \(flag) {
              Color.black.opacity(0.4).ignoresSafeArea()
              VStack { \(notice) }.padding(40).background(.ultraThinMaterial)
            }
          }
        }
        func show() {
          \(flag) = true
          \(then)
        }
      }
      """)
  }

  /// The views over the dimming layer show only pictures, words and shapes, none tapped, and code
  /// of the same type run after a delay (`asyncAfter`, a `Task` that sleeps) hides it or closes
  /// the screen (`showSuccess = false`, `dismiss()`): a notice shown for a moment, like the UIKit
  /// checkmark that removes itself (``TransientPicture``).
  /// The names a branch condition tests (`if a || b` → a, b), without keywords.
  static func conditionNames(_ condition: String?) -> Set<String> {
    guard let condition else { return [] }
    let keywords: Set<String> = ["if", "else", "not", "switch", "case", "let", "var", "true", "false", "nil", "self"]
    return Set(condition.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
      .filter { $0.first.map { $0.isLetter || $0 == "_" } == true && !keywords.contains($0) })
  }

  static func isTimedNotice(_ views: [SwiftUIView], dim: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // The project's own notice that takes itself away (`KeychyAlert(type: .checkmark, message: …)`).
    // (Of the views after the dim, those shown under its flags: `if showPurchaseSuccessAlert ||
    // showPurchaseFailAlert { dim }`, then `if showPurchaseSuccessAlert { KeychyAlert(…) }`.)
    let notices = file.project.timedNoticeViews
    if !notices.isEmpty, dim.tapGestureModifier == nil {
      let flags = Self.conditionNames(dim.branchCondition)
      let shownWithDim = flags.isEmpty ? views : views.filter { view in
        !flags.isDisjoint(with: Self.conditionNames(view.branchCondition))
      }
      if !shownWithDim.isEmpty, shownWithDim.allSatisfy({ notices.contains($0.name) }) { return true }
    }
    let all = views + views.flatMap { file.descendants(of: $0) }
    let plain: Set<String> = [
      "ZStack", "VStack", "HStack", "Group", "Spacer", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Text", "Image", "Label",
    ]
    guard all.allSatisfy({ plain.contains($0.name) || $0.name.hasPrefix("Color") }),
          !(all + [dim]).contains(where: { $0.tapGestureModifier != nil }), let type = dim.enclosingType else { return false }
    return file.behaviour.calls.contains { call in
      guard call.enclosingType == type else { return false }
      let delayed = call.name == "asyncAfter" || (call.name == "Task" && call.closureText.contains("Task.sleep"))
      guard delayed else { return false }
      let text = call.closureText.replacingOccurrences(of: " ", with: "")
      return text.contains("dismiss()") || text.contains("=false") || text.contains("=nil")
    }
  }

  /// An error view with a close button that adds itself to the window at `frame` (marked unless
  /// the frame is a full-width strip).
  static func tipsAlertView(frame: String) -> RuleExample {
    let marker = isFullWidthStrip(frame) ? "" : "↓"
    return RuleExample("""
      final class TipsAlertView: UIView {
        let errorTitleLabel = UILabel()
        let closeButton = UIButton()
        init(message: String) {
          super.init(frame: .zero)
          errorTitleLabel.text = message
          self.frame = \(frame)
          closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
          addSubview(closeButton)
          \(marker)kWindow?.addSubview(self)
        }
        @objc func close() { removeFromSuperview() }
      }
      """)
  }

  /// `CGRect(x: 0, y: __kHeight, width: __kWidth, height: margin * 2 + label.height)`: as wide as
  /// the screen and not as tall, a strip along an edge (a banner) rather than a dialog.
  /// A dimmed popup view with a cancel action; with `controller`, a view controller's root view.
  static func namingPopup(loadedBy controller: String?) -> RuleExample {
    let marker = controller == nil ? "↓" : ""
    return RuleExample("""
      final class NamingPopupView: UIView {
        let cancelButton = UIButton()
        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = UIColor.black.withAlphaComponent(0.4)
        }
        func \(marker)presentPopup() { isHidden = false }
        func dismissPopup() { isHidden = true }
      }
      """ + (controller.map { "\n" + $0 } ?? ""))
  }

  static func isFullWidthStrip(_ frame: String) -> Bool {
    let text = frame.lowercased().filter { !$0.isWhitespace }
    guard text.hasPrefix("cgrect("), let width = text.range(of: "width:"), let height = text.range(of: "height:"),
          width.upperBound < height.lowerBound else { return false }
    let widthValue = text[width.upperBound..<height.lowerBound], heightValue = text[height.upperBound...]
    let screenWidth = ["kwidth", "screenwidth", "screen.bounds", "bounds.width", "bounds.size.width", "window"]
    let screenHeight = ["kheight", "screenheight", "screen.bounds", "bounds.height", "bounds.size.height", "window", "view.frame"]
    return screenWidth.contains { widthValue.contains($0) } && !screenHeight.contains { heightValue.contains($0) }
  }

  /// A filter popup with its own dim, behind a store's observer, shown by a sheet and by a private
  /// overlay member the screen uses when `overlayUsed`; marked where it is reported.
  static func filterPopup(overlayUsed: Bool) -> RuleExample {
    RuleExample("""
      struct FilterPopupView: View {
        let store: StoreOf<HeaderFeature>
        var body: some View {
          WithViewStore(store, observe: { $0 }) { viewStore in
            ZStack {
              \(overlayUsed ? "↓" : "")Color.black.opacity(0.3).ignoresSafeArea().onTapGesture { viewStore.send(.dismiss) }
              VStack { Text("Filter"); Button("Apply") { viewStore.send(.apply) } }
            }
          }
        }
      }
      struct MyHealthView: View {
        let store: StoreOf<HeaderFeature>
        @State var show = false
        var body: some View {
          VStack { Button("Filter") { show = true }; \(overlayUsed ? "filterOverlay" : "EmptyView()") }
            .sheet(isPresented: $show) { FilterPopupView(store: store).presentationDragIndicator(.visible) }
        }
        private var filterOverlay: some View { Group { if show { FilterPopupView(store: store) } } }
      }
      """)
  }

  /// A sign-in sheet drawn over a dim by a member of the view, marked modal or not.
  static func sheetMember(markedModal: Bool) -> RuleExample {
    RuleExample("""
    struct SignInSheet: View {
      @Binding var open: Bool
      var body: some View {
        ZStack(alignment: .top) {
          \(markedModal ? "" : "↓")Color.black.opacity(0.55).ignoresSafeArea().opacity(open ? 1 : 0)
          sheet.offset(y: open ? 0 : 800)
        }
      }
      private var sheet: some View {
        VStack { Button("취소") { open = false }; Text("로그인") }
          .background(Color.white)\(markedModal ? ".accessibilityAddTraits(.isModal)" : "")
      }
    }
    """)
  }

  /// The popup keeps VoiceOver in it: `.isModal` on it, or on what its member builds (`sheet`,
  /// `private var sheet: some View { VStack { ... }.accessibilityAddTraits(.isModal) }`).
  static func isModal(_ popup: SwiftUIView, in file: SwiftFileModel) -> Bool {
    if popup.addedTraits.contains("isModal") { return true }
    guard let member = file.viewMember(referencedBy: popup), !member.roots.isEmpty else { return false }
    return member.roots.allSatisfy { file.view($0).addedTraits.contains("isModal") }
  }

  /// The stack holding the dim and the popup, or a container around it, is marked modal
  /// (`Group { if let prompt { ZStack { dim; dialog } } }.accessibilityAddTraits(.isModal)`, Nanny
  /// & Me's reminder dialog). Asked only where a dim is found, so the walk up is rare.
  static func isInModalContainer(_ parent: SwiftUIView, in file: SwiftFileModel) -> Bool {
    var current = parent
    while true {
      if current.addedTraits.contains("isModal") { return true }
      // Up only through containers holding nothing but the stack of dim and popup: a modal
      // sheet around options and the confirmation drawn over them keeps focus in neither alone.
      guard let up = current.parent.map(file.view), up.children.count == 1 else { return false }
      current = up
    }
  }

  /// Views that only pass their one content on (a store's observer, a group, a size reader, a
  /// navigation stack around a presented screen: FitSocial's camera).
  static let bodyWrappers: Set<String> = ["WithViewStore", "WithPerceptionTracking", "Group", "GeometryReader", "NavigationStack", "NavigationView"]

  public func check(_ file: SwiftFileModel, _ context: inout RuleContext) {
    checkUIKit(file, &context)
    for parent in file.views where !parent.context.isHidden {
      // Children in one slot, in source order: the dimming layer, then the popup over it.
      let children = parent.children.map { file.view($0) }
      for dim in children where Self.isDimmingLayer(dim) {
        // Only a stack drawing its content over each other (or an overlay) covers anything: in a
        // `VStack` the shade sits above or below what follows (PaPaJOYs' blurred title strip).
        if dim.slot == .content, ["VStack", "HStack", "LazyVStack", "LazyHStack", "ScrollView", "List", "Form"].contains(parent.name) { continue }
        let group = children.filter { $0.slot == dim.slot }
        // (Not what shows only in another branch of the same test, OldOS's search results in place
        // of the empty search's dim: never over it.)
        let dimConditions = file.branchConditions(of: dim)
        let after = group.filter { $0.index > dim.index && !VoiceOverTree.exclusive(file.branchConditions(of: $0), dimConditions) }
        let before = group.filter { $0.index < dim.index }
        guard !after.isEmpty else { continue }
        if after.contains(where: { Self.isModal($0, in: file) }) || Self.isInModalContainer(parent, in: file) { continue }
        // What is behind is hidden (`.accessibilityHidden(showPopup)` counts: it is tied to the popup).
        let behindHidden = before.contains { $0.hasModifier("accessibilityHidden") }
          || (dim.slot != .content && parent.hasModifier("accessibilityHidden"))
        if behindHidden { continue }
        // Only a picture under the shade (`ZStack { Image("entrancecave"); Color.black.opacity(0.5);
        // VStack { … } }`, Gabwatni Cave's scenes): the shade darkens the backdrop so the words over
        // it read; there is no screen behind to wander to.
        if !before.isEmpty, before.allSatisfy({ Self.isBackdropPicture($0, in: file) }) { continue }
        // What is behind is disabled while the layer shows (`content.disabled(isLoading)`, College
        // Fantasy Football's loading modifier): nothing there can be activated unseen.
        // (All of it: a button disabled for its own reason beside a list still in use is no cover.)
        if !before.isEmpty, before.allSatisfy({ $0.hasModifier("disabled") }) { continue }
        // The dimmed layer and the popup are all a view shows, and the view is only ever presented
        // by the system (`.fullScreenCover`, `.sheet`, a presented hosting controller): behind the
        // dim is the presenting screen, which the presentation keeps VoiceOver from.
        // (Or the dim opens the content a `.fullScreenCover { … }` or `.sheet { … }` closure draws:
        // HomeToGather's invitation card.)
        if before.isEmpty, case .modifier(let slot, _) = parent.slot, ["fullScreenCover", "sheet", "popover"].contains(slot) { continue }
        // (Through a wrapper that only passes its content on: mE Health's TCA `WithViewStore`.)
        var root = parent
        while let above = root.parent.map(file.view), Self.bodyWrappers.contains(above.name),
              above.children.map(file.view).filter({ $0.slot == .content }).count == 1 { root = above }
        if before.isEmpty, root.parent == nil, let owner = dim.enclosingType,
           file.project.viewsOnlyPresentedModally.contains(owner),
           file.declarations.viewBodies[owner]?.contains(root.index) == true { continue }
        // A dim shown by the flag that also presents a system sheet (`if showComments { Color.black
        // .opacity(0.7) }` beside `.sheet(isPresented: $showComments)`, Wote's comments): the
        // backdrop of a presentation that keeps VoiceOver in by itself. (Not when a popup of its own
        // shows under the same flag.)
        if Self.backsASystemPresentation(dim, in: file), !after.contains(where: { $0.branchCondition == dim.branchCondition }) { continue }
        // A spinner over a dimmed screen (a loading overlay): nothing to read or use in it that
        // focus could be kept on, and it goes when the work ends.
        if Self.isLoadingOverlay(after, in: file) { continue }
        // A picture and words over the dim that a delayed step takes away (a "Saved!" checkmark
        // before the sheet closes itself): nothing to use, gone before anyone could wander off.
        if Self.isTimedNotice(after, dim: dim, in: file) { continue }
        // A shape punched out of the dimming (`Circle().blendMode(.destinationOut)`): the mask of a
        // cropper or a coach mark's spotlight, a window onto the screen, no popup over it.
        if after.allSatisfy({ $0.modifiers(named: "blendMode").contains { $0.arguments.first?.value.text.hasSuffix("destinationOut") == true } }) { continue }
        context.report(at: dim.position, LocalizedText(
          en: "A popup is drawn over this dimmed screen but VoiceOver isn't kept in it: people swipe to the screen behind and activate controls they can't see; add .accessibilityAddTraits(.isModal) to the popup (or hide what is behind) and an escape action",
          ko: "어둡게 한 화면 위에 팝업을 그리지만 VoiceOver 초점이 팝업 안에 머물지 않아, 사용자가 뒤의 화면으로 넘어가 보이지 않는 컨트롤을 실행합니다. 팝업에 .accessibilityAddTraits(.isModal)을 주고(또는 뒤의 내용을 숨기고) 닫기 동작을 주세요"))
      }
    }
  }

  /// A picture, a gradient or a colour with nothing in it and no tap of its own.
  static func isBackdropPicture(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    let pictures: Set<String> = ["Image", "AsyncImage", "LinearGradient", "RadialGradient", "AngularGradient"]
    guard pictures.contains(view.name) || view.name.hasPrefix("Color") || SwiftUIColorScene.shapes.contains(view.name) else { return false }
    return file.descendants(of: view).isEmpty && !view.modifiers.contains { $0.name == "onTapGesture" || $0.name == "gesture" }
  }

  /// The dim is shown under a plain flag (`if showDetailComments`) that a `.sheet`,
  /// `.fullScreenCover` or `.popover` of the file is presented by (`isPresented: $showDetailComments`).
  static func backsASystemPresentation(_ dim: SwiftUIView, in file: SwiftFileModel) -> Bool {
    // (The innermost branch's test: `… · if showDetailComments`.)
    guard let branch = dim.branchCondition?.components(separatedBy: " · ").last, branch.hasPrefix("if ") else { return false }
    var flag = branch.dropFirst(3).trimmingCharacters(in: .whitespaces)
    if flag.hasPrefix("self.") { flag.removeFirst(5) }
    guard !flag.isEmpty, flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
    return file.views.contains { view in
      view.modifiers.contains { modifier in
        ["sheet", "fullScreenCover", "popover"].contains(modifier.name)
          && ["$" + flag, "$self." + flag].contains(modifier.arguments.first(labeled: "isPresented")?.text ?? "")
      }
    }
  }

  // MARK: UIKit

  /// Names of view types that are drawn over a screen as a modal layer.
  static let overlayWords = ["popup", "popover", "overlay", "dialog", "modal", "sheet", "toast", "alertview", "coachmark"]

  /// A dimming colour at 0.75 alpha or more: a dark panel, not a veil over what is behind.
  static func isDarkPanel(_ text: String) -> Bool {
    alphaFraction(in: text).map { $0 >= 0.75 } ?? false
  }

  /// The first number given to an alpha (`alpha: 0.9`, `alphaF: 0.1`, `withAlphaComponent(0.4)`).
  static func alphaFraction(in text: String) -> Double? {
    let compact = text.lowercased().replacingOccurrences(of: " ", with: "")
    var rest = compact[...]
    while let found = rest.range(of: "alpha") {
      let after = rest[found.upperBound...].drop { $0.isLetter }
      if let mark = after.first, mark == ":" || mark == "(" {
        let number = after.dropFirst().prefix { $0.isNumber || $0 == "." }
        if let value = Double(number.hasPrefix(".") ? "0" + number : String(number)) { return value }
      }
      rest = rest[found.upperBound...]
    }
    return nil
  }

  /// `UIColor.black.withAlphaComponent(0.4)`, `UIColor(white: 0, alpha: 0.5)`: a colour that dims what is behind.
  static func isDimmingColor(_ text: String) -> Bool {
    let lower = text.lowercased().replacingOccurrences(of: " ", with: "")
    if lower.contains("black") && (lower.contains("withalphacomponent(0.") || lower.contains("alpha:0.")) { return true }
    return lower.contains("uicolor(white:0") && lower.contains("alpha:0.")
  }

  /// A UIView subclass named like a popup that dims the screen behind it and can be dismissed,
  /// but never sets `accessibilityViewIsModal`.
  func checkUIKit(_ file: SwiftFileModel, _ context: inout RuleContext) {
    // Set anywhere in the file (an override, a helper): the author has handled it.
    if file.sourceContains("accessibilityViewIsModal") || file.sourceContains("isModal") { return }
    var reportedTypes: Set<String> = []
    defer { checkDimmingLayers(file, skipping: reportedTypes, &context) }
    for object in file.uikitObjects where object.name == "self" {
      let type = object.declaredClass
      let lower = type.lowercased()
      guard Self.overlayWords.contains(where: { lower.contains($0) }) else { continue }
      let sameType = file.uikitObjects.filter { $0.enclosingType == type }
      // It dims what is behind: its own background, or a dimming view it holds. (Not a near-opaque
      // dark panel of its own that its words sit on, science-journal's `ErrorDialog` caption at
      // `UIColor(white: 0, alpha: 0.9)`: that is the popup's face, nothing behind it is dimmed.)
      // (A popup holding controls on such a background is a veil over the screen, Tripp's
      // add-routes popup at 0.9: only a face of words, with nothing to press, is a panel.)
      let holdsControls = sameType.contains { UIKitClasses.controls.contains($0.uikitClass) }
      let dims = sameType.contains { member in
        member.assignments.contains { assignment in
          assignment.property == "backgroundColor" && Self.isDimmingColor(assignment.value.text)
            && !(member.name == "self" && !holdsControls && Self.isDarkPanel(assignment.value.text))
        }
      }
      // It puts itself over a screen: `window.addSubview(self)`, or a presenter of its own
      // (`static func addTo(_ parent:)`) adding a new instance to the parent it is given.
      let addsItself = file.behaviour.calls.filter { call in
        guard call.name == "addSubview", call.enclosingType == type, let receiver = call.receiver, receiver != "self",
              let argument = call.arguments.firstUnlabeled?.text else { return false }
        return argument == "self" || file.sourceContains("\(argument) = \(type)(")
      }
      // Without a dimming layer, only a view named as modal is one: a toast or banner laid over a
      // corner must leave the screen reachable.
      let modalByName = ["popup", "popover", "overlay", "dialog", "modal", "alertview"].contains { lower.contains($0) }
      guard dims || (!addsItself.isEmpty && modalByName) else { continue }
      // A strip as wide as the screen along an edge (`self.frame = CGRect(x: 0, y: __kHeight,
      // width: __kWidth, height: …)`): a banner the screen stays usable beside, not a dialog.
      if !dims, sameType.contains(where: { member in
        member.name == "self" && member.assignments.contains { $0.property == "frame" && Self.isFullWidthStrip($0.value.text) }
      }) { continue }
      // It can be dismissed: a dismiss/close/hide function, or a close button.
      let dismissWords = ["dismiss", "close", "hide", "cancel"]
      let dismissible = file.behaviour.functions.contains { function in
        function.enclosingType == type && dismissWords.contains { function.name.lowercased().hasPrefix($0) }
      } || sameType.contains { member in dismissWords.contains { member.name.lowercased().contains($0) } }
      guard dismissible else { continue }
      // A view controller's root view (damago's popups, loaded as their controllers' views and
      // presented): shown as its controller is, which keeps VoiceOver inside.
      if addsItself.isEmpty, context.project.controllerRootViewTypes.contains(type) { continue }
      // Only a picture (a success checkmark over a blur) that takes itself off the screen after a
      // moment: nothing in it for VoiceOver to stay in, and it is gone before anyone swipes.
      if TransientPicture.showsNothingToRead(type, in: file), TransientPicture.removesItselfAfterDelay(type, in: file) { continue }
      // Reported where it goes over the screen, where the fix belongs: the call that adds it, or
      // the function that presents it, else its declaration.
      let presenter = file.behaviour.functions.first { function in
        function.enclosingType == type && ["present", "show", "appear", "display"].contains { function.name.lowercased().hasPrefix($0) }
      }
      let shown = addsItself.first?.position ?? presenter?.position
      reportedTypes.insert(type)
      context.report(at: shown ?? object.position, LocalizedText(
        en: "\(type) is laid over the screen like a popup, but VoiceOver isn't kept inside: people swipe to the screen behind and activate controls they can't see; set accessibilityViewIsModal = true on it and give an escape action (accessibilityPerformEscape), or present it as a view controller",
        ko: "\(type) 뷰는 팝업처럼 화면 위에 놓이지만 VoiceOver 초점이 팝업 안에 머물지 않아, 사용자가 뒤의 화면으로 넘어가 보이지 않는 컨트롤을 실행합니다. 이 뷰에 accessibilityViewIsModal = true를 설정하고 닫기 동작(accessibilityPerformEscape)을 주거나, 뷰 컨트롤러로 표시하세요"))
    }
  }

  /// A plain `UIView` given a translucent black background, added over a screen (`view`,
  /// `self.view`, a window), with a panel added after it (on top of it, or into it) in the same
  /// function, and removed again later: a popup assembled in a view controller. VoiceOver
  /// still reaches the screen behind unless the panel (or the layer holding it) is modal.
  func checkDimmingLayers(_ file: SwiftFileModel, skipping reported: Set<String>, _ context: inout RuleContext) {
    guard file.sourceContains("removeFromSuperview") else { return }
    let dimming = file.uikitObjects.filter { object in
      object.name != "self" && object.uikitClass == "UIView" && !reported.contains(object.enclosingType ?? "")
        && object.assignments.contains { $0.property == "backgroundColor" && Self.isDimmingColor($0.value.text) }
    }
    guard !dimming.isEmpty else { return }
    let additions = file.behaviour.calls.filter { $0.name == "addSubview" }
    func bare(_ text: String) -> String { text.hasPrefix("self.") ? String(text.dropFirst(5)) : text }
    for dim in dimming {
      guard let layer = additions.first(where: { call in
        guard let argument = call.arguments.firstUnlabeled?.text, bare(argument) == dim.name,
              let receiver = call.receiver.map(bare) else { return false }
        return receiver == "view" || receiver.lowercased().contains("window") || receiver.hasSuffix(".view")
      }), let parent = layer.receiver.map(bare) else { continue }
      // Shown by an event, not while the screen is built (a lid kept hidden under a sidebar).
      let function = (layer.function ?? "").lowercased()
      if ["viewdidload", "loadview", "init", "setup", "configure", "layout", "awakefromnib", "build", "make"]
        .contains(where: function.hasPrefix) { continue }
      // The panel: added next, to the same parent or into the dimming layer; hairlines and
      // shadows drawn beside it are no panel.
      guard let panel = additions.first(where: { call in
        guard call.position > layer.position, call.function == layer.function, call.enclosingType == layer.enclosingType,
              let argument = call.arguments.firstUnlabeled?.text, bare(argument) != dim.name,
              let receiver = call.receiver.map(bare) else { return false }
        let lower = argument.lowercased()
        if ["separator", "seperator", "line", "divider", "border", "shadow"].contains(where: lower.contains) { return false }
        // A spinner on the dim (`loaderView.addSubview(activityIndicator)`, a news app's blocking
        // loader) is no panel: nothing in it to read or use. Known by its class.
        let name = String(argument.split(separator: ".").last ?? "")
        let added = file.uikitObjects.first { $0.name == name && $0.enclosingType == dim.enclosingType }
        if let added, added.declaredClass.hasSuffix("ActivityIndicatorView") || added.declaredClass.hasSuffix("ActivityIndicator") { return false }
        return receiver == parent || receiver == dim.name
      }), let panelName = panel.arguments.firstUnlabeled?.text.split(separator: ".").last.map(String.init) else { continue }
      context.report(at: panel.position, LocalizedText(
        en: "'\(panelName)' is laid over the screen on the dimming layer '\(dim.name)' like a popup, but VoiceOver isn't kept inside: people swipe to the screen behind and activate controls they can't see; set accessibilityViewIsModal = true on '\(panelName)' (or on a container holding it and the layer) and give an escape action (accessibilityPerformEscape), or present it as a view controller",
        ko: "'\(panelName)' 뷰는 화면을 어둡게 하는 '\(dim.name)' 위에 팝업처럼 놓이지만 VoiceOver 초점이 그 안에 머물지 않아, 사용자가 뒤의 화면으로 넘어가 보이지 않는 컨트롤을 실행합니다. '\(panelName)' 뷰(또는 그 뷰와 어두운 층을 담은 컨테이너)에 accessibilityViewIsModal = true를 설정하고 닫기 동작(accessibilityPerformEscape)을 주거나, 뷰 컨트롤러로 표시하세요"))
    }
  }
}

extension CustomModalFocusRule {
  /// An error caption with a background of black at `alpha`, shown and hidden by its own methods
  /// (science-journal's `ErrorDialog` beside a field, at 0.9: its dark face, no veil).
  static func errorCaption(alpha: String, marked: Bool) -> RuleExample {
    RuleExample("""
    final class ErrorDialog: UIView {
      let textLabel = UILabel()
      override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: \(alpha))
        addSubview(textLabel)
      }
      func \(marked ? "↓" : "")show() { UIView.animate(withDuration: 0.2) { self.alpha = 1 } }
      func hide() { UIView.animate(withDuration: 0.2) { self.alpha = 0 } }
    }
    """)
  }
}
