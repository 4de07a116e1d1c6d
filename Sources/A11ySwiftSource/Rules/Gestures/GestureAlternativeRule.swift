import A11yCore
import Foundation

/// SwiftUI long presses, drags, pinches, rotations and drag-and-drop with no accessible route to
/// the same action.
public struct GestureAlternativeRule: SwiftSourceRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "swiftui-gesture-alternative",
    title: LocalizedText(
      en: "Complex gestures need a simple alternative",
      ko: "복잡한 제스처에는 단순한 대안이 필요합니다"),
    rationale: LocalizedText(
      en: """
        Checkpoint 2.2 asks that every function work with simple taps: multi-touch, pan, slide and drag and drop \
        need a simple alternative (the guideline's failures: pinch-only map zoom, a volume slide with no tap route). \
        VoiceOver, Switch Control and Voice Control users can't perform a drag, a pinch or a rotation reliably, and \
        a long press is hard for people with tremors. Give the element an action they can reach: \
        `.accessibilityAction(named:)` (or `.accessibilityActions { }`), `.accessibilityAdjustableAction` for a \
        value, `.accessibilityScrollAction`, `.accessibilityZoomAction`, a `.contextMenu` or `.swipeActions`, or a \
        `Button` that calls the same function. `swipeActions` and `contextMenu` are accessible themselves. A drag \
        that sets a value (a slider, dial or pad) is reported by `custom-value-control` instead. When the gesture \
        is inside a custom view used in another file, the route may be added where it is used: that finding \
        needs review. (HIG Accessibility › Gestures; WWDC \"Make your custom controls accessible\".)
        """,
      ko: """
        검사 항목 2.2(누르기 동작 지원)는 모든 기능을 단순한 누르기로 쓸 수 있어야 한다고 요구합니다. 멀티 터치, 팬, \
        슬라이드, 끌어서 놓기에는 단순한 대안이 필요합니다(지침의 오류 예: 두 손가락으로만 지도 확대, 탭으로 조절할 수 없는 \
        볼륨 슬라이드). VoiceOver, 스위치 제어, 음성 제어 사용자는 드래그, 핀치, 회전을 안정적으로 할 수 없고, 손떨림이 있는 \
        사용자에게는 길게 누르기도 어렵습니다. `.accessibilityAction(named:)`(또는 `.accessibilityActions { }`), 값이라면 \
        `.accessibilityAdjustableAction`, `.accessibilityScrollAction`, `.accessibilityZoomAction`, `.contextMenu`나 \
        `.swipeActions`, 또는 같은 함수를 부르는 `Button`처럼 보조 기술로 닿을 수 있는 동작을 주세요. `swipeActions`와 \
        `contextMenu`는 그 자체로 접근 가능합니다. 값을 바꾸는 드래그(슬라이더, 다이얼, 패드)는 `custom-value-control` \
        규칙이 보고합니다. 다른 파일에서 쓰이는 사용자 정의 뷰 안의 제스처는 쓰이는 곳에서 동작을 추가할 수 있으므로 \
        검토가 필요한 것으로 보고합니다. (HIG 손쉬운 사용 › 제스처, WWDC \"맞춤형 제어 항목의 접근성 향상하기\")
        """),
    defaultSeverity: .warning,
    checkpoints: [.tapOperation], wcag: ["2.5.1", "2.5.7", "2.1.1"], hig: "Accessibility › Gestures",
    examples: RuleExamples(
      triggering: [
        // The neighbour of the developer's switch: this long press is guarded by the person's own choice.
        "struct OrderHistory: View { @State var showFilter = false\n var body: some View { header.↓onLongPressGesture {\n guard AppSetting.filtersEnabled else { return }\n showFilter = true\n } } }",
        // The word card's neighbour: the screen's buttons pause and quit; nothing else skips or scores.
        Self.wordCard(buttons: "Button(\"Pause\", action: pause); Button(\"Quit\", action: quit)", marked: true),
        // The neighbour of the month switcher: its arrow runs something else.
        monthSwitcher(onNext: "handleToday"),
        monthSwitcher(onNext: "handleToday", throughHelper: true),
        // The neighbour of the scroll's direction: the model opens the cart on a drag.
        shopHome(modelCalls: "openCart()"),
        // The neighbour of the dragged toast: how far it is dragged also decides whether it is dismissed.
        "struct ErrorMessage: View { let message: String\n  @State var translation = CGSize.zero\n  @Binding var isShown: Bool\n  var body: some View {\n    Text(message)\n      .offset(y: translation.height)\n      .↓gesture(\n        DragGesture()\n          .onChanged { value in\n            self.translation = value.translation\n          }\n      )\n      .onChange(of: translation) { if $0.height < -40 { isShown = false } }\n  }\n}",
        // The neighbour of the touch-down press: held for half a second, it is a press to hold.
        "struct WorkingView: View { @State var showHint = false\n var body: some View { ZStack { Text(\"소리를 듣고 있어요\") }.↓onLongPressGesture(minimumDuration: 0.5) { withAnimation { showHint = true } } } }",
        // The neighbour of the zoom-level buttons: the button's `viewModel` is another screen's model.
        "final class CanvasModel: ObservableObject { func updateZoomScale(_ scale: CGFloat) {} }\nfinal class EditorModel: ObservableObject { func toggleZoom() {} }\nstruct 캔버스: View { @StateObject private var viewModel = CanvasModel()\n var body: some View { FormationCanvas().↓gesture(MagnificationGesture().onChanged { viewModel.updateZoomScale($0) }) } }\nstruct 편집기: View { @StateObject private var viewModel = EditorModel()\n var body: some View { Button(\"크게 보기\") { viewModel.toggleZoom() } } }",
        // The neighbour of the zoom-level buttons: this one only resets the zoom.
        "final class CameraModel: ObservableObject { func zoom(factor: CGFloat) {}; func setZoom(factor: CGFloat) {}; func resetZoom() {} }\nstruct ZoomButton: View { let text: String; let action: () -> Void\n var body: some View { Button(action: action) { Text(text) } } }\nstruct 카메라: View { @StateObject var viewModel = CameraModel()\n var body: some View { VStack { CameraPreview().↓gesture(MagnificationGesture().onChanged { value in viewModel.zoom(factor: value) }); HStack { ZoomButton(text: \"원래대로\") { viewModel.resetZoom() } } } } }",
        // The neighbour of the shared edge swipe: a photo viewer's own swipe back, with no button, while another screen gets a back action.
        "struct PhotoViewerView: View { let router: Router\n var body: some View { Image(\"photo\").resizable().↓gesture(DragGesture().onEnded { value in if value.translation.height > 100 { router.pop() } }) } }\nstruct MyView: View { let router: Router\n var body: some View { MySettingsView(backAction: { router.pop() }) } }",
        // The neighbour of the handed back action: no header gets it.
        "struct EdgeSwipeBack: ViewModifier { let router: Router\n func body(content: Content) -> some View { content.↓simultaneousGesture(DragGesture(minimumDistance: 12).onEnded { value in guard value.startLocation.x <= 24 else { return }; router.pop() }) } }\nstruct MyView: View { let router: Router\n var body: some View { MySettingsView(title: \"설정\") } }",
        // The neighbour of the empty swipe: one branch opens the menu.
        "struct 홈: View { @State private var showMenu = false\n var body: some View { NavigationStack { Text(\"명언\") }.↓gesture(DragGesture().onEnded { value in\n let start = value.startLocation\n let end = value.location\n if start.x > end.x + 24 {\n withAnimation {\n showMenu = true\n }\n } else if start.y > end.y + 24 {\n }\n }) } }",
        // The neighbour of the handle's tap: it always closes the sheet, which the drag may open.
        "struct HomeSheet: View { @State private var offset: CGFloat = 0\n var body: some View { Capsule().frame(width: 40, height: 5).onTapGesture { closeSheet() }.↓gesture(DragGesture().onEnded { value in offset = value.translation.height < 0 ? 0 : 400 }) }\n func closeSheet() { withAnimation { offset = 400 } } }",
        // The neighbour of the sheet's handle: its tap only logs; the drag alone moves the sheet.
        "struct HomeSheet: View { @State private var offset: CGFloat = 0\n var body: some View { Capsule().frame(width: 40, height: 5).onTapGesture { log() }.↓gesture(DragGesture().onEnded { value in offset = value.translation.height < 0 ? 0 : 400 }) }\n func log() { print(\"핸들\") } }",
        // The neighbour of the month arrows: the one button names another function.
        "struct CalendarCard: View { @State private var offset: CGFloat = 0\n var body: some View { VStack { HStack { Button(action: showToday) { Text(\"오늘\") } }\n  Grid().offset(x: offset).↓gesture(DragGesture().onChanged { offset = $0.translation.width }.onEnded { value in if value.translation.width > 100 { moveToPreviousMonth() } else if value.translation.width < -100 { moveToNextMonth() }; offset = 0 }) } }\n func moveToPreviousMonth() { month -= 1 }\n func moveToNextMonth() { month += 1 }\n func showToday() { selected = .now } }",
        // The neighbour of the chip whose long press was commented out: this one removes it.
        "struct SynonymChip: View { var body: some View { Text(\"동의어\").↓onLongPressGesture {\n viewModel.removeSynonym(synonym) // 길게 눌러 삭제\n } } }",
        // The neighbour of the springing-back peek: a zoom kept, only clamped at its smallest.
        "struct PhotoView: View { @State var scale = 1.0; @State var lastScale = 1.0\n var body: some View { Image(\"photo\").scaleEffect(scale).↓gesture(MagnifyGesture().onChanged { scale = lastScale * $0.magnification }.onEnded { _ in lastScale = scale; if scale < 1 { scale = 1; lastScale = 1 } }) } }",
        // The neighbour of the side menu: the title bar isn't handed the menu; its button opens search.
        sideMenuDrag(titleTogglesMenu: false),
        // The neighbour of the hold to save: the button beside it shares instead.
        holdToSave(toolbarAction: "sharePhoto()"),
        // The neighbour of the swipe between tabs: this one archives everything, which no tab does.
        mainTabs(marked: true, swipe: "archiveAll()"),
        // The neighbour of the developer-settings hold: the hold copies the version for everyone.
        "struct Settings: View { var body: some View { Text(\"버전 \\(version)\").↓gesture(LongPressGesture(minimumDuration: 1.0).onEnded { _ in copyVersion() }) } }",
        // The neighbour of the switcher: the button opens another sheet.
        """
        struct SwitcherGesture: ViewModifier {
          let navigationModel: NavigationModel
          func body(content: Content) -> some View {
            content.↓gesture(DragGesture().onChanged { value in
              if value.translation.height < -100 { navigationModel.openSheet(.quickSwitcher) }
            })
          }
        }
        struct InboxEmpty: View {
          let navigation: NavigationModel
          var body: some View { infoViewButton("Log In") { navigation.openSheet(.logIn) } }
        }
        """,
        // The neighbours: one use of the member has the action, the other doesn't; a project
        // modifier that only names the key gives no long-press route.
        """
        struct DialKey: View {
          let onLongPress: () -> Void
          var body: some View {
            VStack { keyButton.accessibilityAction(named: Text("+"), onLongPress); keyButton }
          }
          @ViewBuilder private var keyButton: some View {
            Text("0").↓onLongPressGesture(minimumDuration: 0.4, perform: onLongPress)
          }
        }
        """,
        """
        struct DialKey: View {
          let onLongPress: () -> Void
          var body: some View {
            Text("0").↓onLongPressGesture { onLongPress() }.accessibilityKeyName("zero")
          }
        }
        private extension View {
          func accessibilityKeyName(_ name: String) -> some View { accessibilityLabel(Text(name)) }
        }
        """,
        // The double tap toggles the panel; nothing but the pinch zooms.
        """
        struct ReaderView: View {
          @State var scale = 1.0
          var body: some View {
            Image("page").scaleEffect(scale)
              .gesture(tapGesture)
              .↓gesture(MagnifyGesture().onChanged { scale = $0.magnification })
          }
          var tapGesture: some Gesture { TapGesture(count: 2).onEnded { togglePanel() } }
        }
        """,
        // The double tap only recentres (`offset`, which the pinch also sets); it never changes the magnification.
        """
        struct PhotoViewer: View {
          @State var currentMagnification = 0.0
          @State var finalMagnification = 1.0
          @State var offset = CGSize.zero
          var body: some View {
            image.offset(offset).scaleEffect(finalMagnification + currentMagnification)
              .↓gesture(pinch)
              .gesture(doubleTap)
          }
          var pinch: some Gesture { MagnificationGesture().onChanged { currentMagnification = $0 - 1 }.onEnded { _ in settle() } }
          var doubleTap: some Gesture { TapGesture(count: 2).onEnded { offset = .zero } }
          func settle() { finalMagnification += currentMagnification; currentMagnification = 0; offset = .zero }
        }
        """,
        // Dragged down to close, and the drag also saves: no button does only that.
        """
        struct PickerSheet: View {
          @Environment(\\.dismiss) var dismiss
          @State var dragOffset: CGFloat = 0
          var body: some View {
            VStack {
              HStack { Text("Date"); Spacer(); Button("Reset") { date = .now } }
              DatePicker("Date", selection: $date)
            }
            .offset(y: dragOffset)
            .↓gesture(DragGesture().onChanged { dragOffset = max(0, $0.translation.height) }.onEnded { drag in
              if drag.translation.height > 120 { save(); dismiss() } else { dragOffset = 0 }
            })
          }
        }
        """,
        "struct MapCard: View { @State var zoom = 1.0\n var body: some View { Image(\"map_gangnam\").scaleEffect(zoom).↓gesture(MagnifyGesture().onChanged { zoom = $0.magnification }) } }",
        "struct Row: View { var body: some View { Text(\"아메리카노\").↓onLongPressGesture { showOptions() } } }",
        // A long press on a row without a tap (the neighbour of the menu row repeating its tap).
        "struct MenuRow: View { var onTap: (() -> Void)?\n var body: some View { Text(\"생체 인증\").↓onLongPressGesture { onTap?() } } }",
        // The header beside the swipe is another view, but nothing in it sets the tab the swipe changes.
        "struct TabHeader2: View { let title: String\n var body: some View { Button(title) { refresh() } } }\nstruct Home2: View { @State private var selection = 0\n var body: some View { VStack { TabHeader2(title: \"Tutorials\"); Pages().↓gesture(DragGesture().onEnded { value in if value.translation.width < 0 { selection += 1 } else { selection -= 1 } }) } } }",
        "struct Header: View { let onExpand: () -> Void\n var body: some View { Text(\"Comments\").onTapGesture(perform: onExpand) } }\nstruct Sheet: View { var body: some View { VStack { Header(onExpand: showDetails); Pages().↓gesture(DragGesture().onEnded { value in if value.translation.height < -80 { expand() } }) } }\n func expand() {} }",
        "struct Sheet: View { var body: some View { header.↓gesture(DragGesture().onEnded { value in if value.translation.height > 80 { collapse() } }) }\n var header: some View { Text(title) } }",
        // Words a touch reaches beside the chrome's Button: the drag isn't only the Button's shortcut.
        "struct Chrome2: View { let onShare: () -> Void\n var body: some View { ZStack { Text(post.title); morphing } }\n var morphing: some View { Button(action: onShare) { Image(systemName: \"square.and.arrow.up\") } } }\nstruct Sheet2: View { var body: some View { Chrome2(onShare: share).↓simultaneousGesture(DragGesture().onEnded { value in settle(value.predictedEndTranslation.height) }) } }",
        "struct Card: View { @State var offset = CGSize.zero\n var body: some View { Text(\"Swipe to dismiss\").offset(offset).↓gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in dismissCard() }) } }",
        // The page index changes by the drag only: no button reaches it.
        """
        struct Carousel: View {
          @Binding var index: Int
          var body: some View {
            HStack {
              Button { share() } label: { Image(systemName: "square.and.arrow.up") }
              Pages(index: index).↓gesture(DragGesture().onEnded { drag in self.index = clamped(index - Int(drag.translation.width / 300)) })
            }
          }
          func share() { isSharing = true }
        }
        """,
        // Moved with the finger and put back, but a far enough drag also deletes.
        "struct Row: View { @State var dragOffset: CGFloat = 0\n var body: some View { Text(\"주문\").offset(x: dragOffset).↓gesture(DragGesture().onChanged { dragOffset = $0.translation.width }.onEnded { drag in if drag.translation.width < -200 { deleteOrder() }; dragOffset = 0 }) } }",
        "struct Sticker: View { @State var angle = Angle.zero\n var body: some View { Image(systemName: \"star\").rotationEffect(angle).↓simultaneousGesture(RotateGesture().onChanged { angle = $0.rotation }) } }",
        "struct Menu1: View { var body: some View { Text(\"Latte\").↓onDrag { NSItemProvider(object: \"Latte\" as NSString) } } }",
        // The gesture comes from a function of the same type.
        "struct MapScreen: View { var body: some View { MapImage().↓gesture(zoomGesture()) }\n func zoomGesture() -> some Gesture { MagnifyGesture().onEnded { value in if value.magnification > 1 { zoomIn() } } } }",
        """
        struct Knob: View {
          var body: some View {
            Circle().↓gesture(LongPressGesture().onEnded { _ in reset() })
          }
        }
        struct Panel: View {
          var body: some View { Knob().padding() }
        }
        """,
        // The sheet's handle is its own named element: it needs the action itself.
        "struct CommentsSheet2: View { @State var presentation = SheetPresentation()\n var body: some View { VStack { TitleChrome(onTitleTap: collapseSheet); CollapsedHeader(onExpand: { presentation.expand() }); Rectangle().frame(width: 60, height: 20).↓highPriorityGesture(sheetDrag).accessibilityElement().accessibilityLabel(\"Sheet handle\") } }\n var sheetDrag: some Gesture { DragGesture().onEnded { value in settleSheet(value.predictedEndTranslation.height) } }\n func settleSheet(_ height: CGFloat) { presentation.settle(predictedTranslation: height) }\n func collapseSheet() { presentation.collapse() } }",
        // Settled to a detent, but no tap expands it again.
        "struct CommentsSheet3: View { @State var presentation = SheetPresentation()\n var body: some View { VStack { TitleChrome(onTitleTap: collapseSheet); CommentsList().↓simultaneousGesture(sheetDrag) } }\n var sheetDrag: some Gesture { DragGesture().onEnded { value in settleSheet(value.predictedEndTranslation.height) } }\n func settleSheet(_ height: CGFloat) { presentation.settle(predictedTranslation: height) }\n func collapseSheet() { presentation.collapse() } }",
        // A segmented picker bound to other state: the filter the swipe cycles has no tap route.
        "struct Villagers: View { @State var currentFilter = Filter.all\n @State var sort = Sort.name\n var body: some View { List { Picker(\"Sort\", selection: $sort) { Text(\"Name\").tag(Sort.name) }.pickerStyle(.segmented); Rows(filter: currentFilter) }.↓gesture(DragGesture().onEnded { value in if value.translation.width < -100 { self.currentFilter = .liked } }) } }",
        // Puts the keyboard away, but also turns the page.
        "struct Composer: View { var body: some View { Pages().↓gesture(DragGesture().onEnded { _ in hideKeyboard(); nextPage() }) } }",
        // Neighbours of the scroll observer: a swipe on the list that goes back reads the drag; a
        // drag on a view that isn't scrolled does something of its own.
        "struct ThreadList: View { var body: some View { List { Text(\"Reply\") }.↓simultaneousGesture(DragGesture().onEnded { drag in if drag.translation.width > 120 { goBack() } }) } }",
        "struct ArchiveCard: View { var body: some View { Text(\"Order 12\").↓simultaneousGesture(DragGesture().onEnded { _ in archiveOrder() }) } }",
        // The neighbour of the scroll direction: the drag also loads the next page.
        "struct Home2: View { @State private var isScrollDown = false\n var body: some View { ScrollView { ProductsGrid() }.↓simultaneousGesture(DragGesture().onChanged { self.isScrollDown = 0 < $0.translation.height; loadNextPage() }) } }",
        // The neighbour of the map that moves itself: the same drag on a picture of a map, which
        // moves nothing by itself; the drag is the only way to what it does.
        "struct RideMap2: View { var body: some View { Image(\"map\").↓simultaneousGesture(DragGesture().onChanged { _ in stopFollowing() }) } }",
        // Neighbour of the press: an A–Z index that starts at the touch but reads where the finger
        // is; its letters are plain texts VoiceOver can't activate.
        """
        struct LetterIndex: View {
          let proxy: ScrollViewProxy
          @GestureState private var dragLocation: CGPoint = .zero
          var body: some View {
            VStack { ForEach(letters, id: \\.self) { letter in Text(letter).background(LetterProbe(letter: letter, location: dragLocation, proxy: proxy)) } }
              .↓gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).updating($dragLocation) { value, state, _ in state = value.location })
          }
        }
        """,
        // The neighbour of the press effect: the held state also opens a menu.
        "struct HoldMenu: ViewModifier {\n  @GestureState var isPressed = false\n  func body(content: Content) -> some View {\n    content\n      .scaleEffect(isPressed ? 0.95 : 1)\n      .↓simultaneousGesture(LongPressGesture(minimumDuration: 1).updating($isPressed) { value, state, _ in state = value })\n      .onChange(of: isPressed) { pressed in if pressed { openMenu() } }\n  }\n}",
        // A handler passed by name still does something.
        // The neighbour: no Button closes the player.
        "struct FullPlayer: View { let onDismiss: (() -> Void)?\n var body: some View { ZStack { Video() }.↓simultaneousGesture(DragGesture().onEnded { value in if value.translation.height > 100 { onDismiss?() } }) } }",
        "struct Pager: View { var body: some View { Pages().↓gesture(DragGesture().onEnded(turnPage)) }\n func turnPage(_ value: DragGesture.Value) { index += value.translation.width < 0 ? 1 : -1 } }",
        // The swipe's callback is also wired to nothing a tap reaches.
        """
        struct SwipeToCreate<Content: View>: View {
          let action: () -> Void
          let content: Content
          init(action: @escaping () -> Void, @ViewBuilder content: () -> Content) { self.action = action; self.content = content() }
          var body: some View { content.↓gesture(DragGesture().onEnded { value in if value.translation.width < -100 { action() } }) }
        }
        struct Widget: View {
          let onCreateObjectTap: (() -> Void)?
          var body: some View { SwipeToCreate(action: { onCreateObjectTap?() }) { WidgetBody(title: title) } }
        }
        struct WidgetBody: View {
          let title: String
          var body: some View { Text(title) }
        }
        """,
        // A custom view used only in other files: the route may be added there.
        "struct PhotoView: View { @State var scale = 1.0\n var body: some View { Image(\"photo\").scaleEffect(scale).↓gesture(MagnificationGesture().onChanged { scale = $0 }) } }",
        // The neighbour of the scout camera: its glass button takes the photo, not the next lens.
        "struct GlassButton: View { let action: () -> Void; let systemName: String\n var body: some View { Button(action: action) { Image(systemName: systemName) }.accessibilityLabel(Text(\"렌즈\")) } }\nstruct CameraView: View { @StateObject var viewModel = CameraModel()\n var body: some View { ZStack { Preview().↓gesture(DragGesture(minimumDistance: 20).onEnded { value in if value.translation.height < 0 { viewModel.selectNextLens() } }); GlassButton(action: { viewModel.capturePhoto() }, systemName: \"plus.circle\") } } }",
        // A glass card whose content holds the dragged view: the card's action isn't the drag's.
        "struct GlassCard<Content: View>: View { let action: () -> Void; @ViewBuilder let content: Content\n var body: some View { Button(action: action) { content } } }\nstruct CameraView: View { @StateObject var viewModel = CameraModel()\n var body: some View { GlassCard(action: { viewModel.openDetails() }) { Preview().↓gesture(DragGesture(minimumDistance: 20).onEnded { _ in viewModel.selectNextLens() }) } } }",
        // The neighbour of the sinking button: the pressed state also decides what the row shows.
        "struct PriceButton: View {\n  @GestureState private var isPressed = false\n  var body: some View {\n    Text(\"구매\")\n      .offset(x: 2)\n    if isPressed { Text(\"놓으면 구매합니다\") }\n    Text(\"가격\")\n      .onTapGesture { buy() }\n      .↓simultaneousGesture(DragGesture(minimumDistance: 0).updating($isPressed) { _, state, _ in state = true })\n  }\n}",
        // The neighbour of the feed read for its direction: the drag also deletes what it passes.
        "struct Home: View { @State var lastScrollSample: CGFloat?\n var body: some View { ScrollView { Feed() }.↓simultaneousGesture(DragGesture().onChanged { value in handleScrollChanged(with: value); deleteItem(at: value.location) }.onEnded { _ in lastScrollSample = nil }) }\n func handleScrollChanged(with value: DragGesture.Value) { withAnimation { showBars = value.translation.height > 0 } } }",
        // The neighbour of the items handed the binding: they only show which tab is current.
        "struct TabBarItem: View { @Binding var currentTab: Int\n let tab: Int\n var body: some View { Text(\"탭\").bold(currentTab == tab) } }\nstruct TabBar: View { @Binding var currentTab: Int\n var body: some View { HStack { TabBarItem(currentTab: $currentTab, tab: 0); TabBarItem(currentTab: $currentTab, tab: 1) } } }\nstruct Home: View { @State private var currentTab = 0\n var body: some View { VStack { TabBar(currentTab: $currentTab); Pages().↓gesture(DragGesture().onEnded { value in if value.translation.width < 0 { currentTab += 1 } else { currentTab -= 1 } }) } } }",
        // The neighbour of the scroll read for its direction: the "scroll" handler turns to the next day.
        "struct Diary: View { @State private var selectedDate = Date()\n var body: some View { ScrollView { Entries() }.↓simultaneousGesture(DragGesture().onEnded { value in handleScrollGesture(value) }) }\n private func handleScrollGesture(_ value: DragGesture.Value) { if value.translation.width < -80 { selectedDate = nextDay(selectedDate) } } }",
      ],
      nonTriggering: [
        // The drag's end handed over by name (`.onEnded(onDragEnded)`), judging the card as the
        // buttons a callback hands the same function to do (Zili's flashcards).
        "struct FlashcardQuiz: View { @State private var drag: CGSize = .zero\n var body: some View { VStack { Text(word).offset(drag).gesture(dragGesture); JudgementControls(onJudge: judge) } }\n private var dragGesture: some Gesture { DragGesture().onChanged { value in drag = value.translation }.onEnded(onDragEnded) }\n private func onDragEnded(_ value: DragGesture.Value) { if value.translation.width > 100 { judge(.correct) } else { drag = .zero } }\n private func judge(_ outcome: Outcome) { session.record(outcome) } }\nprivate struct JudgementControls: View { let onJudge: (Outcome) -> Void\n var body: some View { HStack { Button(\"건너뛰기\") { onJudge(.skipped) }; Button(\"정답\") { onJudge(.correct) } } } }",
        // Disabled for good after the gesture (a pie chart whose slice highlight was switched off): it never runs.
        "struct PieChart: View { @State private var activeIndex = -1\n var body: some View { ZStack { ForEach(slices) { slice in PieSlice(slice) } }.gesture(DragGesture(minimumDistance: 0).onChanged { value in activeIndex = slice(at: value.location) }.onEnded { _ in activeIndex = -1 }).disabled(true) } }",
        // A long press that acts only behind a developer's switch (min's fake wallet address).
        "struct OrderHistory: View { @State var showInputFakeAddress = false\n var body: some View { header.onLongPressGesture {\n guard AppSetting.fakeWalletAddress else { return }\n showInputFakeAddress = true\n } } }",
        // The month switcher given functions that name what the swipe calls (Task Planner's arrows).
        monthSwitcher(onNext: "handleNextMonth"),
        // The same arrow drawn by the switcher's helper it hands `onNext` to (REPS' exercise card).
        monthSwitcher(onNext: "handleNextMonth", throughHelper: true),
        // A scroll's drag handed to the model, which only reports its direction (Gosei's tabs hiding the tab bar).
        shopHome(modelCalls: "onScroll?(value.translation.height < 0 ? .down : .up)"),
        // A toast dragged about and left where it is dropped (Studeo's error message): it only moves.
        "struct ErrorMessage: View { let message: String\n  @State var translation = CGSize.zero\n  var body: some View {\n    Text(message)\n      .offset(y: translation.height)\n      .gesture(\n        DragGesture()\n          .onEnded { value in }\n          .onChanged { value in\n            self.translation = value.translation\n          }\n      )\n  }\n}",
        // A long press of no duration fires as the finger lands: any tap does it (Hearo's hint).
        "struct WorkingView: View { @State var showHint = false\n var body: some View { ZStack { Text(\"소리를 듣고 있어요\") }.onLongPressGesture(minimumDuration: 0) { withAnimation { showHint = true } } } }",
        // Zoom-level buttons calling the camera model's other zoom method (Frameet's camera).
        "final class CameraModel: ObservableObject { func zoom(factor: CGFloat) {}; func setZoom(factor: CGFloat) {}; func resetZoom() {} }\nstruct ZoomButton: View { let text: String; let action: () -> Void\n var body: some View { Button(action: action) { Text(text) } } }\nstruct 카메라: View { @StateObject var viewModel = CameraModel()\n var body: some View { VStack { CameraPreview().gesture(MagnificationGesture().onChanged { value in viewModel.zoom(factor: value) }); HStack { ZoomButton(text: \"1\") { viewModel.setZoom(factor: 1) }; ZoomButton(text: \"2\") { viewModel.setZoom(factor: 2) } } } } }",
        // An edge swipe back whose call every sub-page's header gets as its back button's action (Rodi's My pages).
        "struct EdgeSwipeBack: ViewModifier { let router: Router\n func body(content: Content) -> some View { content.simultaneousGesture(DragGesture(minimumDistance: 12).onEnded { value in guard value.startLocation.x <= 24 else { return }; router.pop() }) } }\nstruct MyView: View { let router: Router\n var body: some View { MySettingsView(backAction: { router.pop() }) } }\nstruct MySettingsView: View { let backAction: () -> Void\n var body: some View { Button(action: backAction) { Image(systemName: \"chevron.left\") }.accessibilityLabel(\"뒤로 가기\") } }",
        // A swipe between two tabs a segmented picker also picks, bound with an animation (Penn Mobile's sublet).
        "struct SubletDetail: View { @State var selectedTab = \"상세\"\n var body: some View { VStack { Picker(\"탭\", selection: $selectedTab.animation(.easeInOut)) { Text(\"상세\").tag(\"상세\"); Text(\"지원자\").tag(\"지원자\") }.pickerStyle(.segmented); Details() }.gesture(DragGesture().onEnded { value in if value.translation.width < 0 { selectedTab = \"지원자\" } else { selectedTab = \"상세\" } }) } }",
        // The glass button's action given as its trailing closure.
        "struct GlassButton: View { let systemName: String; let action: () -> Void\n var body: some View { Button(action: action) { Image(systemName: systemName) }.accessibilityLabel(Text(\"다음 렌즈\")) } }\nstruct CameraView: View { @StateObject var viewModel = CameraModel()\n var body: some View { ZStack { Preview().gesture(DragGesture(minimumDistance: 20).onEnded { _ in viewModel.selectNextLens() }); GlassButton(systemName: \"plus.circle\") { viewModel.selectNextLens() } } } }",
        // A swipe up to the next lens, which the app's own glass button does too (Martini's scout camera).
        "struct GlassButton: View { let action: () -> Void; let systemName: String\n var body: some View { Button(action: action) { Image(systemName: systemName) }.accessibilityLabel(Text(\"렌즈\")) } }\nstruct CameraView: View { @StateObject var viewModel = CameraModel()\n var body: some View { ZStack { Preview().gesture(DragGesture(minimumDistance: 20).onEnded { value in if value.translation.height < 0 { viewModel.selectNextLens() } }); GlassButton(action: { viewModel.selectNextLens() }, systemName: \"plus.circle\") } } }",
        // A photo's pinch that springs back to its size when released: a peek the system's Zoom gives too.
        "struct PhotoView: View { @State var currentAmount = 0.0\n var body: some View { Image(\"photo\").scaleEffect(1 + currentAmount).gesture(MagnificationGesture().onChanged { value in currentAmount = value - 1 }.onEnded { _ in withAnimation(.spring()) { currentAmount = 0 } }) } }",
        "struct PhotoView: View { @State var scale = 1.0\n var body: some View { Image(\"photo\").scaleEffect(scale).gesture(MagnifyGesture().onChanged { scale = $0.magnification }.onEnded { _ in scale = 1 }) } }",
        // ttakkeun's home sheet: a tap on the handle toggles the offset the drag leaves it at.
        "struct HomeSheet: View { @State private var offset: CGFloat = 0\n var body: some View { Capsule().frame(width: 40, height: 5).onTapGesture { toggleOffset() }.gesture(DragGesture().onEnded { value in offset = value.translation.height < 0 ? 0 : 400 }).accessibilityAddTraits(.isButton) }\n func toggleOffset() { withAnimation { offset = offset == 0 ? 400 : 0 } } }",
        // Pareto's side menu: the title bar's button toggles the state the drag sets.
        sideMenuDrag(titleTogglesMenu: true),
        // Machi's image viewer: the hold raises a save dialog, and a button beside it saves too.
        holdToSave(toolbarAction: "saveCurrentImage()"),
        // A swipe between a TabView's tabs setting its selection: the tab bar switches them too (Halo-fi).
        mainTabs(marked: false, swipe: "selectedTab = min(selectedTab + 1, 1)"),
        // Palace's five-second hold on the version line that unlocks developer settings.
        "struct Settings: View { @State var showDeveloperSettings = false\n var body: some View { Text(\"버전 \\(version)\").gesture(LongPressGesture(minimumDuration: 5.0).onEnded { _ in showDeveloperSettings.toggle() }) } }",
        // A press that only shrinks the view while held (Winston's shrink-on-press modifier).
        // The feed's scroll read for its direction, to hide the bars (BuyOrNot's home).
        "struct Home: View { @State var lastScrollSample: CGFloat?\n var body: some View { ScrollView { Feed() }.simultaneousGesture(DragGesture().onChanged { value in handleScrollChanged(with: value) }.onEnded { _ in lastScrollSample = nil }) }\n func handleScrollChanged(with value: DragGesture.Value) { withAnimation { showBars = value.translation.height > 0 } } }",
        // A button sinking while pressed, the offset written over several lines (Hmm's price button).
        "struct PriceButton: View {\n  @GestureState private var isPressed = false\n  var body: some View {\n    Text(\"구매\")\n      .offset(\n        x: isPressed ? 2 : 0,\n        y: isPressed ? 4 : 0\n      )\n      .onTapGesture { buy() }\n      .simultaneousGesture(DragGesture(minimumDistance: 0).updating($isPressed) { _, state, _ in state = true })\n  }\n}",
        "struct ShrinkOnTap: ViewModifier {\n  @GestureState var isPressed = false\n  func body(content: Content) -> some View {\n    content\n      .scaleEffect(isPressed ? 0.95 : 1)\n      .simultaneousGesture(LongPressGesture(minimumDuration: 1).updating($isPressed) { value, state, _ in state = value })\n      .animation(.spring, value: isPressed)\n  }\n}",
        // Tab Buttons in another view placed beside the swipe, given the tab's binding or a callback setting it.
        "struct TabBar: View { @Binding var selection: Int\n var body: some View { HStack { Button(\"A\") { selection = 0 }; Button(\"B\") { selection = 1 } } } }\nstruct Home: View { @State private var selection = 0\n var body: some View { VStack { TabBar(selection: $selection); Pages().gesture(DragGesture().onEnded { value in if value.translation.width < 0 { selection += 1 } else { selection -= 1 } }) } } }",
        // The tab bar's titles set the binding on a tap (B.READ's record tabs).
        "struct TopTabBar: View { let titles: [String]; @Binding var selectedIndex: Int\n var body: some View { HStack { ForEach(titles.indices, id: \\.self) { index in Text(titles[index]).onTapGesture { self.selectedIndex = index } } } } }\nstruct RecordView: View { @State private var selectedTab = 0\n var body: some View { VStack { TopTabBar(titles: [\"메모\", \"문장\"], selectedIndex: $selectedTab); Pages().gesture(DragGesture().onEnded { value in if value.translation.width < -50 { selectedTab += 1 } else if value.translation.width > 50 { selectedTab -= 1 } }) } } }",
        // The tab bar hands the binding on to each item, whose Button sets it (OUR's my page).
        "struct TabBarItem: View { @Binding var currentTab: Int\n let tab: Int\n var body: some View { Button { currentTab = tab } label: { Text(\"탭\") } } }\nstruct TabBar: View { @Binding var currentTab: Int\n var body: some View { HStack { TabBarItem(currentTab: $currentTab, tab: 0); TabBarItem(currentTab: $currentTab, tab: 1) } } }\nstruct Home: View { @State private var currentTab = 0\n var body: some View { VStack { TabBar(currentTab: $currentTab); Pages().gesture(DragGesture().onEnded { value in if value.translation.width < 0 { currentTab += 1 } else { currentTab -= 1 } }) } } }",
        // The same, the header built in a local view property of the function that attaches the swipe.
        "struct ToggleControl3: View { let toggleUpdated: (Int) -> Void\n var body: some View { Button(\"Next\") { toggleUpdated(1) } } }\nstruct Tutorials3: View { @State private var state = 0\n var body: some View { makeList() }\n func makeList() -> some View {\n  var header: some View { ToggleControl3(toggleUpdated: { newState in state = newState }) }\n  return ContentList(header: header).highPriorityGesture(DragGesture().onEnded({ handleSwipe(translation: $0.translation.width) }))\n }\n private func handleSwipe(translation: CGFloat) { if translation > 50 { state -= 1 } } }",
        "struct ToggleControl: View { let toggleUpdated: ((Int) -> Void)?\n var body: some View { HStack { ForEach(0..<3) { index in Button(\"Tab\") { toggleUpdated?(index) } } } } }\nstruct MyTutorials: View { @State private var state = 0\n var body: some View { VStack { ToggleControl(toggleUpdated: { newState in state = newState }); Content().highPriorityGesture(DragGesture().onEnded({ handleSwipe(translation: $0.translation.width) })) } }\n private func handleSwipe(translation: CGFloat) { if translation > 50 { state -= 1 } else if translation < -50 { state += 1 } } }",
        // The header's tap runs the same function, handed down as its `onExpand` callback.
        "struct Header: View { let onExpand: () -> Void\n var body: some View { Text(\"Comments\").onTapGesture(perform: onExpand) } }\nstruct Sheet: View { var body: some View { VStack { Header(onExpand: expand); Pages().gesture(DragGesture().onEnded { value in if value.translation.height < -80 { expand() } }) } }\n func expand() {} }",
        // Dragged views that are buttons themselves: a custom view whose body is a Button, and a member building one.
        "struct TitleChrome: View { let onTap: () -> Void\n var body: some View { Button(action: onTap) { Text(\"Comments\") } } }\nstruct Sheet: View { var body: some View { TitleChrome(onTap: collapse).gesture(DragGesture().onEnded { _ in collapse() }) } }",
        "struct Sheet: View { var body: some View { header.gesture(DragGesture().onEnded { value in if value.translation.height > 80 { collapse() } }) }\n var header: some View { Button(action: onHeaderTap) { Text(title) } } }",
        // Month arrows naming the functions the calendar's swipe calls (DHC's report calendar).
        "struct CalendarCard: View { @State private var offset: CGFloat = 0\n var body: some View { VStack { HStack { Button(action: moveToPreviousMonth) { Image(systemName: \"chevron.left\") }.accessibilityLabel(\"이전 달\"); Button(action: moveToNextMonth) { Image(systemName: \"chevron.right\") }.accessibilityLabel(\"다음 달\") }\n  Grid().offset(x: offset).gesture(DragGesture().onChanged { offset = $0.translation.width }.onEnded { value in if value.translation.width > 100 { moveToPreviousMonth() } else if value.translation.width < -100 { moveToNextMonth() }; offset = 0 }) } }\n func moveToPreviousMonth() { month -= 1 }\n func moveToNextMonth() { month += 1 } }",
        // The chrome's one element a touch reaches is its Button; the other copy of the title is hidden, only measured.
        "struct Chrome: View { let onTitleTap: () -> Void\n var body: some View { ZStack { if let post { measured(post) }; morphing.padding(.top, 4) }.frame(maxWidth: .infinity) }\n func measured(_ post: Post) -> some View { TitlePill(post: post).hidden().background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) }) }\n var morphing: some View { Button(action: onTitleTap) { ZStack { Capsule().fill(.secondary) } } } }\nstruct Sheet: View { var body: some View { Chrome(onTitleTap: collapse).simultaneousGesture(DragGesture().onEnded { value in settle(value.predictedEndTranslation.height) }) } }",
        // A sheet dragged to its nearest detent; the title Button collapses it and the collapsed header's tap expands it.
        "struct CommentsSheet: View { @State var presentation = SheetPresentation()\n var body: some View { VStack { TitleChrome(onTitleTap: collapseSheet); CollapsedHeader(onExpand: { withAnimation { presentation.expand() } }); CommentsList().simultaneousGesture(sheetDrag) } }\n var sheetDrag: some Gesture { DragGesture().onEnded { value in settleSheet(value.predictedEndTranslation.height) } }\n func settleSheet(_ height: CGFloat) { withAnimation { presentation.settle(predictedTranslation: height) } }\n func collapseSheet() { withAnimation { presentation.collapse() } } }",
        // Swipe to create: the callback it runs is also handed to the widget's header, whose "+" Button calls it.
        """
        struct SwipeToCreate<Content: View>: View {
          let action: () -> Void
          let content: Content
          init(action: @escaping () -> Void, @ViewBuilder content: () -> Content) { self.action = action; self.content = content() }
          var body: some View { content.gesture(DragGesture().onEnded { value in if value.translation.width < -100 { action() } }) }
        }
        struct Widget: View {
          let onCreateObjectTap: (() -> Void)?
          var body: some View { SwipeToCreate(action: { onCreateObjectTap?() }) { WidgetHeader(createObjectAction: isReadWrite ? onCreateObjectTap : nil) } }
        }
        struct WidgetHeader: View {
          let createObjectAction: (() -> Void)?
          var body: some View { HStack { Text(title); if let createObjectAction { Button { createObjectAction() } label: { Image(systemName: "plus") } } } }
        }
        """,
        // A card swiped to skip or to score, whose screen's Skip and Got It buttons call the same; its preview passes no-ops (hat-game).
        Self.wordCard(buttons: "Button(\"Skip\", action: skipWord); Button(\"Got it\", action: markGuessed)", marked: false),
        // A long press on a custom button (a Button around the label it is given) that pops to the root:
        // a shortcut for the button's own action, repeated.
        """
        struct WideTapButton<Label: View>: View {
          let action: () -> Void
          let label: Label
          init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { self.action = action; self.label = label() }
          var body: some View { Button(action: action) { label.padding(12) } }
        }
        struct BackButton: View {
          var body: some View {
            WideTapButton { navigation.pop() } label: { Image(systemName: "chevron.left") }
              .simultaneousGesture(LongPressGesture(minimumDuration: 0.3).onEnded { _ in navigation.popToRoot() })
              .accessibilityLabel("Back")
          }
        }
        """,
        // A double tap zooms too: a single-pointer way to do what the pinch does.
        """
        struct ReaderView: View {
          @State var scale = 1.0
          var body: some View {
            Image("page").scaleEffect(scale)
              .gesture(tapGesture)
              .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
          }
          var tapGesture: some Gesture {
            let doubleTap = TapGesture(count: 2).onEnded { scale = scale > 1 ? 1 : doubleTapScale }
            return ExclusiveGesture(doubleTap, TapGesture().onEnded { togglePanel() })
          }
        }
        """,
        // The double tap sets the magnification the pinch sets (through `settle()`) and `.scaleEffect` reads.
        """
        struct PhotoViewer: View {
          @State var currentMagnification = 0.0
          @State var finalMagnification = 1.0
          var body: some View {
            image.scaleEffect(finalMagnification + currentMagnification)
              .gesture(pinch)
              .gesture(doubleTap)
          }
          var pinch: some Gesture { MagnificationGesture().onChanged { currentMagnification = $0 - 1 }.onEnded { _ in settle() } }
          var doubleTap: some Gesture { TapGesture(count: 2).onEnded { withAnimation { self.finalMagnification = finalMagnification == 1 ? 2 : 1 } } }
          func settle() { finalMagnification += currentMagnification; currentMagnification = 0 }
        }
        """,
        // The same through a function the double tap calls (DreamWorms' photo viewer: `handleDoubleTap()`
        // sets the `zoomState.scale` the pinch sets and `.scaleEffect` reads).
        """
        struct ZoomablePhoto: View {
          @State var zoomState = ZoomState()
          var body: some View {
            Image("evidence").scaleEffect(zoomState.scale)
              .onTapGesture(count: 2) { handleDoubleTap() }
              .gesture(MagnificationGesture().onChanged { handleMagnificationChanged($0) })
          }
          private func handleDoubleTap() { withAnimation { zoomState.scale = zoomState.scale > 1 ? 1 : 2.5 } }
          private func handleMagnificationChanged(_ value: CGFloat) { zoomState.scale = value }
        }
        """,
        // The same in a modifier whose `content` is scaled by the view it wraps (DreamWorms' `ZoomableImageModifier`).
        """
        struct ZoomableImageModifier: ViewModifier {
          @Binding var zoomState: ZoomState
          func body(content: Content) -> some View {
            content
              .onTapGesture(count: 2) { handleDoubleTap() }
              .gesture(MagnificationGesture().onChanged { handleMagnificationChanged($0) })
          }
          private func handleDoubleTap() { withAnimation { zoomState.scale = zoomState.scale > 1 ? 1 : 2.5 } }
          private func handleMagnificationChanged(_ value: CGFloat) { zoomState.scale = value }
        }
        """,
        // Dragged down to close; the Cancel button closes it too.
        """
        struct PickerSheet: View {
          @Environment(\\.dismiss) var dismiss
          @State var dragOffset: CGFloat = 0
          var body: some View {
            VStack {
              HStack { Button("Cancel") { dismiss() }; Spacer(); Button("Done") { save(); dismiss() } }
              DatePicker("Date", selection: $date)
            }
            .offset(y: dragOffset)
            .gesture(DragGesture().onChanged { dragOffset = max(0, $0.translation.height) }.onEnded { drag in
              if drag.translation.height > 120 { dismiss() } else { dragOffset = 0 }
            })
          }
        }
        """,
        "struct A: View { var body: some View { TabView { Pages() }.gesture(DragGesture().onChanged { _ in }) } }",
        "struct Row: View { var body: some View { Text(\"아메리카노\").onLongPressGesture { showOptions() }.accessibilityAction(named: \"옵션\") { showOptions() } } }",
        "struct Row: View { var body: some View { Text(\"Latte\").onLongPressGesture { favorite() }.contextMenu { Button(\"Favorite\") { favorite() } } } }",
        // The long press repeats the row's tap.
        "struct MenuRow: View { var onTap: (() -> Void)?\n var body: some View { Text(\"생체 인증\").onTapGesture { onTap?() }.onLongPressGesture { onTap?() } } }",
        "struct MapCard: View { @State var zoom = 1.0\n var body: some View { VStack { Image(\"map\").scaleEffect(zoom).gesture(MagnifyGesture().onChanged { zoom = $0.magnification }); Button(\"Zoom in\") { zoomIn() } }.accessibilityZoomAction { action in zoomIn() } } }",
        "struct Card: View { var body: some View { VStack { Text(\"x\").gesture(DragGesture().onEnded { _ in dismissCard() }); Button(\"Close\") { dismissCard() } } } }",
        "struct A: View { var body: some View { Button(\"Order\") { order() }.simultaneousGesture(LongPressGesture().onEnded { _ in showOptions() }) } }",
        "struct A: View { var body: some View { HStack { Text(\"x\").gesture(DragGesture().onEnded { _ in next() }) }.accessibilityElement(children: .combine).accessibilityAction(named: \"Next\") { next() } } }",
        "struct Hub: View { var body: some View { List { }.gesture(DragGesture().onChanged({ _ in viewModel.trackAnalyticsInteraction() })) } }",
        "struct Tabs: View { @State var selectedTab = 0\n var body: some View { VStack { HStack { Button(\"주문\") { selectedTab = 0 }; Button(\"Cart\") { selectedTab = 1 } }; Text(\"x\").gesture(DragGesture().onEnded { drag in selectedTab = drag.translation.width < 0 ? 1 : 0 }) } } }",
        "struct Sheet: View { @State var isExpanded = false\n var body: some View { VStack { Button(\"More\") { isExpanded.toggle() }; Text(\"Details\") }.gesture(DragGesture().onEnded { drag in if drag.translation.height < -50 { isExpanded = true } }) } }",
        "struct A: View { var body: some View { Text(\"Mail\").swipeActions { Button(\"Delete\") { delete() } } } }",
        // Arrow buttons call functions that change the same page index the drag changes.
        """
        struct Carousel: View {
          @Binding var index: Int
          var body: some View {
            HStack {
              Button { previous() } label: { Image(systemName: "chevron.left") }
              Pages(index: index).gesture(DragGesture().onEnded { drag in self.index = clamped(index - Int(drag.translation.width / 300)) })
              Button { next() } label: { Image(systemName: "chevron.right") }
            }
          }
          func previous() { withAnimation { self.index -= 1 } }
          func next() { withAnimation { self.index += 1 } }
        }
        """,
        // A freehand sketch pad: the stroke is the function.
        "struct SketchPad: View { @State var strokes: [[CGPoint]] = [[]]\n var body: some View { Canvas { _, _ in }.gesture(DragGesture(minimumDistance: 0).onChanged { value in strokes[strokes.count - 1].append(value.location) }.onEnded { _ in strokes.append([]) }) } }",
        // A rubber band: the drag moves the columns with the finger and springs back to 0.
        "struct Columns: View { @State var dragOffset: CGFloat = 0\n var body: some View { HStack { Words() }.offset(x: dragOffset / 2).gesture(DragGesture().onChanged { self.dragOffset = $0.translation.width }.onEnded { _ in withAnimation(.spring()) { self.dragOffset = 0 } }) } }",
        """
        struct Knob: View {
          var body: some View {
            Circle().gesture(LongPressGesture().onEnded { _ in reset() })
          }
        }
        struct Panel: View {
          var body: some View { Knob().accessibilityAction(named: "Reset") { reset() } }
        }
        """,
        // A swipe up that opens the account switcher, which a "Switch Account" button opens too.
        """
        struct SwitcherGesture: ViewModifier {
          let navigationModel: NavigationModel
          func body(content: Content) -> some View {
            content.gesture(DragGesture().onChanged { value in
              if value.translation.height < -100 { navigationModel.openSheet(.quickSwitcher) }
            })
          }
        }
        struct InboxEmpty: View {
          let navigation: NavigationModel
          var body: some View { infoViewButton("Switch Account") { navigation.openSheet(.quickSwitcher) } }
        }
        """,
        // Dragged down to close; the top bar's Close button (a project helper building a Button)
        // is given the same dismissal.
        """
        struct MediaPreview: View {
          @Environment(\\.dismiss) var dismiss
          var body: some View {
            ZStack {
              Image("photo").gesture(DragGesture().onEnded { value in if value.translation.height > 100 { dismiss() } })
              TopBar(onDismiss: { dismiss() })
            }
          }
        }
        private struct TopBar: View {
          let onDismiss: () -> Void
          var body: some View { glassLabelButton(text: "Close", action: onDismiss) }
        }
        """,
        // An optional dismissal called on the drag (`onDismiss?()`) that a labelled Button also runs.
        "struct FullPlayer: View { let onDismiss: (() -> Void)?\n var body: some View { ZStack { Video(); if let onDismiss { Button(action: onDismiss) { Image(systemName: \"xmark\") }.accessibilityLabel(\"전체 화면 닫기\") } }.simultaneousGesture(DragGesture().onEnded { value in if value.translation.height > 100 { onDismiss?() } }) } }",
        // The body gives the member holding the gesture its action.
        """
        struct DialKey: View {
          let onLongPress: () -> Void
          var body: some View { keyButton.accessibilityAction(named: Text("+"), onLongPress) }
          @ViewBuilder private var keyButton: some View {
            Text("0").onLongPressGesture(minimumDuration: 0.4, perform: onLongPress)
          }
        }
        """,
        // A project modifier that wraps `.accessibilityAction(named:)` offers the long press.
        """
        struct DialKey: View {
          let onLongPress: (() -> Void)?
          var body: some View {
            Text("0").onLongPressGesture { onLongPress?() }.accessibilityLongPress(value: "+", action: onLongPress)
          }
        }
        private extension View {
          @ViewBuilder
          func accessibilityLongPress(value: String?, action: (() -> Void)?) -> some View {
            if let value, let action { self.accessibilityAction(named: Text(value), action) } else { self }
          }
        }
        """,
        "struct A: View { var body: some View { Text(\"x\").onDrag { provider() }.accessibilityDragPoint(.center, description: \"Move\") } }",
        "struct Languages: View { var body: some View { List { ForEach(languages) { language in Text(language.name).onDrag { NSItemProvider() } }.onMove(perform: move) } } }",
        // Press tracking for a highlight: the long press does nothing of its own.
        "struct PressableStyle: ButtonStyle { @State var isPressed = false\n func makeBody(configuration: Configuration) -> some View { configuration.label.onTapGesture { configuration.trigger() }.onLongPressGesture(minimumDuration: 0.01) {} onPressingChanged: { isPressed = $0 } } }",
        "struct Scrubber: View { @State var editing = false\n var body: some View { Color.clear.onLongPressGesture(minimumDuration: 0.01, perform: {}) { pressing in editing = pressing } } }",
        // A segmented picker bound to the filter the swipe cycles: tapping a segment does the same.
        """
        struct Villagers: View {
          @State var currentFilter = Filter.all
          var body: some View {
            List {
              Picker("segment", selection: $currentFilter) { ForEach(Filter.allCases, id: \\.self) { Text($0.title) } }
                .pickerStyle(SegmentedPickerStyle())
              Rows(filter: currentFilter)
            }
            .gesture(DragGesture().onEnded { value in
              if value.translation.width > 100 {
                switch self.currentFilter {
                case .liked:
                  self.currentFilter = .all
                default: break
                }
              }
            })
          }
        }
        """,
        // A swipe that only puts the keyboard away (by a function of the file, or by clearing focus).
        """
        struct DismissingKeyboardOnSwipe: ViewModifier {
          func body(content: Content) -> some View { content.gesture(swipeGesture) }
          private var swipeGesture: some Gesture { DragGesture(minimumDistance: 10, coordinateSpace: .global).onChanged(endEditing) }
          private func endEditing(_ gesture: DragGesture.Value) {
            UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }.map { $0 as? UIWindowScene }
              .compactMap({ $0 }).first?.windows.filter { $0.isKeyWindow }.first?.endEditing(true)
          }
        }
        """,
        "struct Search: View { @FocusState var focusedField: Field?\n var body: some View { Results().gesture(DragGesture().onEnded { _ in focusedField = nil; hideKeyboard() }) } }",
        // Drags with no handler, there only to keep the pages from swiping and a preview from scrolling.
        """
        struct SetupPages: View {
          @State var step = 0
          var body: some View {
            TabView(selection: $step) {
              WelcomeStep(next: { step = 1 }).contentShape(Rectangle()).simultaneousGesture(DragGesture()).tag(0)
              KeyStep(back: { step = 0 }).contentShape(Rectangle()).simultaneousGesture(DragGesture(minimumDistance: 5)).tag(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
          }
        }
        """,
        "struct ThemePreview: View { var body: some View { ScrollView { Text(\"Preview\") }.highPriorityGesture(DragGesture()) } }",
        // A swipe whose every branch was left empty (Neville's home screen): locals read from the
        // drag, tests, an empty `withAnimation { }`, and nothing done.
        "struct 홈: View { var body: some View { NavigationStack { Text(\"명언\") }.gesture(DragGesture().onEnded { value in\n let start = value.startLocation\n let end = value.location\n if start.x > end.x + 24 {\n withAnimation {\n }\n } else if start.y > end.y + 24 {\n }\n else if start.x < end.x - 24 {}\n }) } }",
        // A long press whose only statement was commented out, and one whose test has an empty branch.
        "struct SynonymChip: View { var body: some View { Text(\"동의어\").onLongPressGesture {\n // viewModel.removeSynonym(synonym)\n } } }",
        "struct ParagraphRow: View { let text: String\n var body: some View { Text(text).onLongPressGesture(perform: {\n if text != \"\" {\n }\n }) } }",
        // A drag over a document that only hides the header while scrolling up (Tella's PDF reader).
        "struct ResourcePDFView: View { @State private var headerHidden = false\n var body: some View { VStack { if !headerHidden { Header() }; PDFKitView(url: file).gesture(DragGesture().onChanged { value in\n headerHidden = value.translation.height < 0\n }) } } }",
        // The grid still scrolls; the drag only notes which way, to hide the category bar (a shop's home).
        "struct Home: View { @State private var isScrollDown = false\n var body: some View { VStack { if !isScrollDown { CategoryBar() }; ScrollView { ProductsGrid() }.simultaneousGesture(DragGesture().onChanged { self.isScrollDown = 0 < $0.translation.height }) } } }",
        // The list still scrolls; the drag only notices it to put the search field's keyboard away.
        "struct SearchResults: View { let onScroll: () -> Void\n var body: some View { List { Text(\"Result\") }.simultaneousGesture(DragGesture().onChanged { _ in onScroll() }) } }",
        // The map still pans and zooms itself; the drag and pinch only notice it to stop following the car.
        "struct RideMap: View { @State var isFollowing = true\n var body: some View { Map(position: $camera) { Marker(\"차량\", coordinate: car) }.simultaneousGesture(DragGesture(minimumDistance: 8).onChanged { _ in stopFollowing() }).simultaneousGesture(MagnifyGesture().onChanged { _ in stopFollowing() }) } }",
        // A press on the backdrop (any touch, a tap too) closes the menu.
        "struct MenuBackdrop: View { let close: () -> Void\n var body: some View { Rectangle().fill(.bar).simultaneousGesture(DragGesture(minimumDistance: 0).onChanged { _ in close() }) } }",
        // A drag that sets a value is the custom-value-control rule's.
        "struct Cup: View { @Binding var value: Double\n var body: some View { Rectangle().gesture(DragGesture().onChanged { drag in value = 1 - drag.location.y / 200 }) } }",
      ])
  )

  /// Every gesture is judged with the project at hand: a Button in another file calling the same
  /// model method is a route too. Gestures in custom views this file declares but doesn't use are
  /// judged by the views' uses anywhere in the project.
  public func checkProject(_ files: [SwiftFileModel], _ context: inout ProjectRuleContext) {
    let uses = GestureSupport.UsesByType(files)
    // Where the source calls a view whose uses the view trees don't hold (built in a local
    // `let content = VStack { ... }`, handed to a hosting controller): "file:line".
    func callSite(of type: String) -> String? {
      for other in files where other.sourceContains(type) {
        guard let offset = PreviewReach.firstMentionOutsidePreviews(type, in: other, asCall: true) else { continue }
        let name = other.path.split(separator: "/").last.map(String.init) ?? other.path
        return "\(name):\(other.position(utf8Offset: offset).line)"
      }
      return nil
    }
    for file in files {
      evaluate(file, localOnly: true, usesOf: { GestureSupport.modifiersAtUses(of: $0, in: file) }, callSite: { _ in nil }, project: files) { position, message, review in
        context.report(in: file, at: position, message, needsReview: review)
      }
      evaluate(file, localOnly: false, usesOf: { uses.uses(of: $0) }, callSite: callSite, project: files) { position, message, review in
        context.report(in: file, at: position, message, needsReview: review)
      }
    }
  }

  /// Reports each complex gesture of `file` with no route. With `localOnly`, gestures in a
  /// custom view not used in this file are left out; without it, only they are judged.
  /// The gesture's code names the app's developer or debug tools (`showDeveloperSettings.toggle()`).
  /// Also one that runs only behind a developer's switch (`guard AppSetting.fakeWalletAddress else
  /// { return }`, min's hidden address override).
  static func opensDeveloperTools(_ gestureText: String) -> Bool {
    let lower = gestureText.lowercased()
    if ["developer", "debugmenu", "debugsettings", "debugscreen", "debugpanel", "debugview"].contains(where: lower.contains) { return true }
    guard let guarded = lower.range(of: "guard ") else { return false }
    let condition = lower[guarded.upperBound...].prefix { $0 != "{" && $0 != "\n" }
    return condition.hasSuffix("else ") && !condition.contains("!") && ["fake", "debug", "devmode", "isdev", "testmode", "istest"].contains(where: condition.contains)
  }

  /// The long press's closure says what the view's `onTapGesture` closure says.
  static func repeatsTheTap(_ gestureText: String, on view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func body(_ text: String) -> String? {
      guard let open = text.firstIndex(of: "{"), let close = text.lastIndex(of: "}"), open < close else { return nil }
      let inside = text[text.index(after: open)..<close].filter { !$0.isWhitespace }
      return inside.isEmpty ? nil : String(inside)
    }
    guard let pressed = body(gestureText) else { return false }
    return view.modifiers.contains { $0.name == "onTapGesture" && body(file.text(from: $0.start, to: $0.end)) == pressed }
  }

  /// Calls or assignments that close a presented view.
  static let dismissals = ["dismiss()", "dismiss(animated", "wrappedValue.dismiss()", "isPresented = false", "isShowing = false", "onDismiss()", "onClose()"]

  /// What the drag runs closes the view (`dismiss()`, `isPresented = false`), and no other
  /// function it reaches is named for another action.
  static func dragOnlyDismisses(_ reached: String) -> Bool {
    // `onDismiss?()`: an optional closure called is the same dismissal.
    let reached = reached.replacingOccurrences(of: "?()", with: "()")
    guard dismissals.contains(where: reached.contains) else { return false }
    return GestureSupport.calledNames(in: reached).filter(HandlerReach.isActionName).allSatisfy { name in
      ["dismiss", "close", "hide", "cancel"].contains(where: name.lowercased().hasPrefix)
    }
  }

  /// The gesture raises flags (`isShowingSaveOptions = true`) that present a dialog or sheet
  /// (`.confirmationDialog(…, isPresented: $isShowingSaveOptions)`), and a control outside those
  /// presentations runs one of their choices' actions (`saveCurrentImage()`): what the dialog
  /// offers is a tap away.
  static func dialogChoicesAlsoOnAControl(_ reached: String, in file: SwiftFileModel) -> Bool {
    // (`raisedFlags` spells each `flag=`; a toggled flag is raised too.)
    let raised = Set(GestureSupport.raisedFlags(in: reached).map { String($0.dropLast()) })
    guard !raised.isEmpty else { return false }
    let presenting: Set<String> = ["confirmationDialog", "alert", "sheet", "popover", "fullScreenCover"]
    var choices: Set<String> = []
    var presentations: [Range<Int>] = []
    for view in file.views {
      for modifier in view.modifiers where presenting.contains(modifier.name) {
        guard let bound = modifier.arguments.first(where: { $0.label == "isPresented" })?.value.text,
              let flag = bound.trimmingCharacters(in: .whitespaces).dropFirst().split(separator: ".").last,
              bound.trimmingCharacters(in: .whitespaces).hasPrefix("$"), raised.contains(String(flag)) else { continue }
        let text = file.text(from: modifier.start, to: modifier.end)
        choices.formUnion(GestureSupport.calledNames(in: HandlerReach.reachedText(from: text, in: file)).filter(HandlerReach.isActionName))
        presentations.append(modifier.start.utf8Offset..<modifier.end.utf8Offset)
      }
    }
    guard !choices.isEmpty else { return false }
    return file.views.contains { view in
      guard view.isControl, !presentations.contains(where: { $0.contains(view.position.utf8Offset) }) else { return false }
      let text = file.text(from: view.position, to: view.end)
      return !GestureSupport.calledNames(in: HandlerReach.reachedText(from: text, in: file)).isDisjoint(with: choices)
    }
  }

  /// `pinchReached` is what the pinch's handlers run, followed through the file's functions.
  static func alsoZoomsOnDoubleTap(_ view: SwiftUIView, in file: SwiftFileModel, pinchReached: String = "") -> Bool {
    let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture", "onTapGesture"]
    let texts = view.modifiers.filter { gestureModifiers.contains($0.name) }.map { file.text(from: $0.start, to: $0.end) }
    // The zoom the pinch sets: states it assigns that the view's `.scaleEffect` reads
    // (`finalMagnification` in `.scaleEffect(finalMagnification + currentMagnification)`).
    func lastPart(_ target: String) -> String { target.split(separator: ".").last.map(String.init) ?? target }
    let scaleText = view.modifiers.filter { $0.name == "scaleEffect" }.map { $0.arguments.map(\.value.text).joined(separator: " ") }
      .joined(separator: " ")
    let pinchTargets = Set(CustomValueControlRule.assignmentTargets(in: pinchReached).map(lastPart)).filter { !$0.isEmpty }
    var zoomStates = pinchTargets.filter { IdentifierWords.mentions($0, in: scaleText) }
    // The scale applied elsewhere (a modifier's `content`, DreamWorms' zoomable photo): the pinch's
    // targets named for a scale or zoom.
    if zoomStates.isEmpty {
      zoomStates = pinchTargets.filter { target in ["scale", "zoom", "magnif"].contains(where: target.lowercased().contains) }
    }
    func isDoubleTapZoom(_ text: String) -> Bool {
      let compact = text.replacingOccurrences(of: " ", with: "")
      let lower = text.lowercased()
      guard compact.contains("TapGesture(count:2)") || compact.contains("onTapGesture(count:2") else { return false }
      if lower.contains("scale") || lower.contains("zoom") { return true }
      // A double tap that sets the same zoom state (`finalMagnification = 2.0`) zooms too, in the
      // functions it calls as well (DreamWorms' `handleDoubleTap()` setting `zoomState.scale`).
      let reached = HandlerReach.reachedText(from: text, in: file)
      guard CustomValueControlRule.assignmentTargets(in: reached).contains(where: { zoomStates.contains(lastPart($0)) }) else { return false }
      // (One that only puts the zoom back to 1 zooms nobody in.)
      return !Self.onlyResetsToOne(zoomStates, in: reached)
    }
    if texts.contains(where: isDoubleTapZoom) { return true }
    // `tapGesture` in `.gesture(tapGesture)`: a gesture property of the file.
    return file.behaviour.gestureProperties.contains { name, text in
      texts.contains { IdentifierWords.mentions(name, in: $0) } && isDoubleTapZoom(text)
    }
  }

  /// Every assignment to one of `states` in `code` gives 1 (`scale = 1.0`).
  static func onlyResetsToOne(_ states: Set<String>, in code: String) -> Bool {
    var values: [String] = []
    var rest = Substring(code)
    while let equals = rest.range(of: " = ") {
      // The assigned name: the identifier just before ` = ` (`zoomState.scale` → `scale`).
      let target = String(rest[..<equals.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
      let value = rest[equals.upperBound...].prefix { $0 != "\n" && $0 != ";" && $0 != "}" }
      if states.contains(target) { values.append(value.trimmingCharacters(in: .whitespaces)) }
      rest = rest[equals.upperBound...]
    }
    return !values.isEmpty && values.allSatisfy { $0 == "1" || $0 == "1.0" }
  }

  /// Pareto's side menu: a drag opens it (its offset following the finger, laid out again from
  /// `showMenu`); the title bar is handed the menu's state and toggles it, or (marked) is handed
  /// nothing and only opens search.
  static func sideMenuDrag(titleTogglesMenu: Bool) -> RuleExample {
    let title = titleTogglesMenu
      ? "struct Title: View {\n  @Binding var showMenu: Bool\n  var body: some View { Button { withAnimation { showMenu.toggle() } } label: { Image(systemName: \"line.3.horizontal\") }.accessibilityLabel(\"메뉴\") }\n}"
      : "struct Title: View {\n  @State private var showSearch = false\n  var body: some View { Button { showSearch = true } label: { Image(systemName: \"magnifyingglass\") }.accessibilityLabel(\"검색\") }\n}"
    return RuleExample("""
      \(title)
      struct BaseView: View {
        @State var showMenu = false
        @State var offset: CGFloat = 0
        @GestureState var gestureOffset: CGFloat = 0
        var body: some View {
          HStack { SideMenu(); VStack { Title(\(titleTogglesMenu ? "showMenu: $showMenu" : "")); Feed() } }
            .offset(x: offset)
            .\(titleTogglesMenu ? "" : "↓")gesture(DragGesture().updating($gestureOffset) { value, out, _ in out = value.translation.width }.onEnded(onEnd(value:)))
            .onChange(of: showMenu) { _ in offset = showMenu ? 300 : 0 }
        }
        func onEnd(value: DragGesture.Value) {
          withAnimation { if value.translation.width > 150 { offset = 300; showMenu = true } else { offset = 0; showMenu = false } }
        }
      }
      """)
  }

  /// An image viewer whose hold raises a save dialog, and whose toolbar Button runs `toolbarAction`
  /// (marked unless that is the dialog's own save).
  static func holdToSave(toolbarAction: String) -> RuleExample {
    RuleExample("""
      struct PhotoViewer: View {
        @State private var isShowingSaveOptions = false
        var body: some View {
          VStack {
            Image(uiImage: photo).resizable()
              .\(toolbarAction.hasPrefix("saveCurrentImage") ? "" : "↓")onLongPressGesture(minimumDuration: 0.45) { isShowingSaveOptions = true }
            Button("공유") { \(toolbarAction) }
          }
          .confirmationDialog("사진 저장", isPresented: $isShowingSaveOptions) {
            Button("앨범에 저장") { Task { await saveCurrentImage() } }
          }
        }
      }
      """)
  }

  /// Halo-fi's tab view with a swipe between its tabs doing `swipe`.
  static func mainTabs(marked: Bool, swipe: String) -> RuleExample {
    RuleExample("""
      struct MainTabs: View {
        @State private var selectedTab = 0
        var body: some View {
          TabView(selection: $selectedTab) {
            HomeView().tabItem { Label("홈", systemImage: "house") }.tag(0)
            SettingsView().tabItem { Label("설정", systemImage: "gearshape") }.tag(1)
          }
          .\(marked ? "↓" : "")simultaneousGesture(DragGesture(minimumDistance: 24).onEnded { value in
            if value.translation.width < -50 { \(swipe) }
          })
        }
      }
      """)
  }

  /// `TabView(selection: $selectedTab)` with a drag that sets `selectedTab` (Halo-fi's swipe
  /// between tabs): the tab bar's buttons switch the same tabs (a page-style TabView's index too).
  static func switchesTabs(of view: SwiftUIView, reached: String) -> Bool {
    guard view.name == "TabView", let binding = view.arguments.first(labeled: "selection")?.text, binding.hasPrefix("$") else { return false }
    var selection = String(binding.dropFirst())
    if selection.hasPrefix("self.") { selection.removeFirst(5) }
    return ["\(selection) =", "\(selection) +=", "\(selection) -=", "\(selection)="].contains { reached.contains($0) }
  }

  /// A custom view whose body is a control (`TitleButton(title:)`) or holds one and nothing else a
  /// touch reaches (a hidden copy of the title it measures beside it), or a member that builds one
  /// (`postHeader`, whose one root is a `Button` or such a view): it acts on a tap like a control.
  static func drawsControl(_ view: SwiftUIView, in file: SwiftFileModel) -> Bool {
    func isControl(_ candidate: SwiftUIView) -> Bool {
      guard !candidate.isControl else { return true }
      guard candidate.kind == .call, let summary = file.customView(named: candidate.name) else { return false }
      return summary.content == .control || summary.touchesOneControl
    }
    guard view.children.isEmpty else { return false }
    if isControl(view) { return true }
    guard let member = file.viewMember(referencedBy: view), member.roots.count == 1 else { return false }
    return isControl(file.views[member.roots[0]])
  }

  /// The drag settles a sheet or drawer (`settleSheet(...)`, `snapToNearestDetent()`), and the
  /// file's taps reach both a function named for expanding and one named for collapsing it:
  /// controls, views acting on a tap, and `onX` callbacks handed to views (`onTitleTap:
  /// collapseSheet`, `onExpand: { presentation.expand() }`), drag callbacks left out.
  static func settlesBetweenTappedDetents(_ reached: String, in file: SwiftFileModel) -> Bool {
    guard GestureSupport.calledNames(in: reached).contains(where: { name in
      ["settle", "snap"].contains(where: name.lowercased().hasPrefix)
    }) else { return false }
    var tapped: Set<String> = []
    for view in file.views {
      var texts: [String] = []
      if view.isControl || view.tapGestureModifier != nil { texts.append(file.text(from: view.position, to: view.end)) }
      for argument in view.arguments {
        guard let label = argument.label, label.count > 2, label.hasPrefix("on"), label.dropFirst(2).first?.isUppercase == true,
              !["Drag", "Pan", "Swipe", "Scroll", "Gesture", "Pinch"].contains(where: label.contains) else { continue }
        let value = argument.value.text.trimmingCharacters(in: .whitespaces)
        // `onTitleTap: collapseSheet`: the function itself, read as its call.
        let isName = !value.isEmpty && value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        texts.append(isName ? value + "()" : value)
      }
      for text in texts { tapped.formUnion(GestureSupport.calledNames(in: HandlerReach.reachedText(from: text, in: file))) }
    }
    let names = tapped.map { $0.lowercased() }
    return names.contains { $0.hasPrefix("expand") } && names.contains { $0.hasPrefix("collapse") }
  }

  /// The view's own single tap writes every stored property of its type that the drag writes
  /// (the drag's own finger-following state, a closure's `state` or a `@GestureState`, aside).
  static func ownTapSetsWhatTheDragSets(_ view: SwiftUIView, dragReached: String, in file: SwiftFileModel) -> Bool {
    guard let tap = view.tapGestureModifier, let type = view.enclosingType else { return false }
    let stored = file.declarations.storedProperties[type] ?? [:]
    func written(_ text: String) -> Set<String> {
      Set(CustomValueControlRule.assignmentTargets(in: text).compactMap { target -> String? in
        let path = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
        let root = String(path.prefix { $0 != "." })
        return stored[root] != nil ? root : nil
      })
    }
    let tapReached = HandlerReach.reachedText(from: file.text(from: tap.start, to: tap.end), in: file)
    let dragWrites = written(dragReached)
    let tapWrites = written(tapReached)
    // The tap toggles between places (a ternary or a branch on the state, `.toggle()`): one value
    // always written would reach only one of the places the drag leaves it.
    let toggles = tapReached.contains("?") || tapReached.contains("if ") || tapReached.contains(".toggle()")
    return toggles && !dragWrites.isEmpty && dragWrites.isSubset(of: tapWrites)
  }

  /// What `reached` runs includes a closure property of `type` (`let action: () -> Void`, called
  /// as `action()`), and at every use of `type` in the project the callback passed for it
  /// (`action: { …; onCreateObjectTap?() }`) is also a Button's action: a Button of the use's
  /// file calls it, or the use's file passes it to another view (`createObjectAction:
  /// onCreateObjectTap`) whose Button calls that parameter.
  static func closureAlsoWiredToAButton(_ reached: String, type: String, in file: SwiftFileModel, project: [SwiftFileModel]) -> Bool {
    let properties = file.declarations.storedProperties[type] ?? [:]
    // `HandlerReach.callNames` reads `onTap?()` as a call too; a closure handed on to a helper
    // that calls it (`complete(action: .guessed, callback: onGuessed)`, hat-game's card) counts.
    let closures = Set(properties.keys.filter { properties[$0]?.contains("->") == true && IdentifierWords.mentions($0, in: reached) })
    guard !closures.isEmpty else { return false }
    var uses = 0
    for other in project where other.sourceContains(type + "(") {
      for use in other.views where use.kind == .call && use.name == type {
        // (A preview's use, `#Preview { WordCard(onSkip: {}) }`, runs in no app: hat-game's card.)
        if other.declarations.previewRanges.contains(where: { $0.contains(use.position.utf8Offset) }) { continue }
        uses += 1
        let callbacks = use.arguments.filter { $0.label.map(closures.contains) == true }.map(\.value.text)
        guard !callbacks.isEmpty else { return false }
        // The names the callbacks run: `onCreateObjectTap` in `{ tip.invalidate(); onCreateObjectTap?() }`,
        // or the name passed itself.
        var names: Set<String> = []
        for text in callbacks {
          let plain = text.trimmingCharacters(in: .whitespaces)
          if !plain.isEmpty, plain.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.insert(plain) }
          let ownClosures = other.declarations.storedProperties[use.enclosingType ?? ""] ?? [:]
          names.formUnion(HandlerReach.callNames(in: text).filter { ownClosures[$0]?.contains("->") == true })
        }
        guard !names.isEmpty, Self.buttonRuns(names, near: use, in: other, project: project) else { return false }
      }
    }
    return uses > 0
  }

  /// A Button of `file` calls one of `names`, or a view of `file` is given one of them
  /// (`createObjectAction: model.isReadWrite ? onCreateObjectTap : nil`) and a Button of that
  /// view's type calls the parameter.
  static func buttonRuns(_ names: Set<String>, near use: SwiftUIView, in file: SwiftFileModel, project: [SwiftFileModel]) -> Bool {
    func mentions(_ text: String) -> Bool { names.contains { IdentifierWords.mentions($0, in: text) } }
    for view in file.views where view.enclosingType == use.enclosingType && view.index != use.index {
      if view.kind == .call, view.name == "Button", mentions(file.text(from: view.position, to: view.end)) { return true }
      guard view.kind == .call, view.name != use.name else { continue }
      for argument in view.arguments {
        guard let label = argument.label, mentions(argument.value.text) else { continue }
        for host in project where host.sourceContains("struct \(view.name)") {
          let hostsButton = host.views.contains { button in
            guard button.enclosingType == view.name, button.kind == .call else { return false }
            let text = host.text(from: button.position, to: button.end)
            if button.name == "Button" || button.isControl { return HandlerReach.callNames(in: text).contains(label) }
            // A helper of the type that draws the Button it is handed the action for
            // (`navButton(systemImage: "chevron.left", action: onPrevious)`, REPS' exercise card).
            return button.name.first?.isLowercase == true && IdentifierWords.mentions(label, in: text)
              && host.declarations.functions.contains { function in
                function.name == button.name && host.converter.source.text(from: function.body.lowerBound, to: function.body.upperBound).contains("Button(")
              }
          }
          if hostsButton { return true }
        }
      }
    }
    return false
  }

  /// `view` is a custom control given its action and label (`ExpandedTapAreaButton { nav.pop() }
  /// label: { … }`, whose body is a `Button`), and the gesture calls a longer form of a function
  /// that action calls (`popToFirstInSpace`, `popToRoot` for `pop`): the same action, many steps
  /// at once. A different action (listing who reacted, on a button that toggles a reaction) is not.
  static func repeatsControlActionInBulk(_ view: SwiftUIView, gestureText: String, in file: SwiftFileModel) -> Bool {
    guard view.kind == .call, view.isControl || file.customView(named: view.name)?.content == .control else { return false }
    let callEnd = view.modifiers.map(\.start).min() ?? view.end
    let tapped = Set(HandlerReach.callNames(in: file.text(from: view.position, to: callEnd))).filter { $0.count >= 3 && $0.first?.isLowercase == true }
    let held = Set(HandlerReach.callNames(in: gestureText))
    return held.contains { name in
      tapped.contains { tap in
        name.count > tap.count && name.hasPrefix(tap) && name[name.index(name.startIndex, offsetBy: tap.count)].isUppercase
      }
    }
  }

  /// A `Button` of the file closes the view, directly or through the file's functions.
  static func buttonDismisses(in file: SwiftFileModel) -> Bool {
    file.views.contains { view in
      guard view.name == "Button" || view.name.hasSuffix("Button") else { return false }
      // `Button(action: dismiss)`, `glassLabelButton(text: L10n.close, action: onDismiss)`: the
      // dismissal passed as the action.
      if passesDismissal(file.text(from: view.position, to: view.end)) { return true }
      guard view.kind == .call, view.name == "Button" else { return false }
      let text = HandlerReach.reachedText(from: file.text(from: view.position, to: view.end), in: file)
      return dismissals.contains(where: text.contains)
    }
  }

  /// The text opens a destination named by a literal case (`.openSheet(.quickSwitcher)`,
  /// `.present(.settings)`, `.navigate(to: .profile)`), and a button somewhere in the project
  /// (`Button`, or a helper whose name ends in `Button`) makes the same call with the same case.
  static func buttonOpensTheSame(_ reached: String, in project: [SwiftFileModel]) -> Bool {
    let pattern = #"\.((?:open|present|show|navigate|push)[A-Za-z]*)\(((?:to: )?\.[A-Za-z_][A-Za-z0-9_]*)\)"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
    let range = NSRange(reached.startIndex..., in: reached)
    let opened = Set(regex.matches(in: reached, range: range).compactMap { match in
      Range(match.range, in: reached).map { String(reached[$0]) }
    })
    guard !opened.isEmpty else { return false }
    for file in project {
      for call in opened where file.sourceContains(call) {
        let hit = file.views.contains { view in
          guard view.isControl || view.name == "Button" || view.name.hasSuffix("Button") else { return false }
          return file.text(from: view.position, to: view.end).contains(call)
        }
        if hit { return true }
      }
    }
    return false
  }

  /// What the drag runs only goes back (`router.pop()`, `coordinator.goBack()`), and the project
  /// hands that same call to views as their back action (`backAction: { router.pop() }`, `onBack:`).
  static func goesBackAsAHandedBackAction(_ reached: String, in project: [SwiftFileModel]) -> Bool {
    let calls = GestureSupport.receiverCalls(in: reached)
    guard !calls.isEmpty, calls.allSatisfy({ call in
      let method = call.split(separator: ".").last.map(String.init) ?? ""
      return method.hasPrefix("pop") || method == "goBack" || method == "back" || method == "navigateBack"
    }) else { return false }
    return calls.allSatisfy { call in
      let escaped = NSRegularExpression.escapedPattern(for: call)
      let pattern = #"([A-Za-z_]*[Bb]ack[A-Za-z_]*)\s*:\s*\{\s*(?:self\.)?"# + escaped + #"\(\)\s*\}"#
      guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
      return project.contains { file in
        guard file.sourceContains(call + "()") else { return false }
        let text = String(decoding: file.sourceBytes, as: UTF8.self)
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      }
    }
  }

  /// A planner whose card swipes months (`viewModel.goToNextMonth()`) and whose month switcher's
  /// arrow runs `onNext`; marked where it is reported unless that names the same work.
  /// With `throughHelper`, the switcher's arrow is drawn by a helper handed `onNext` (REPS' `navButton(action:)`).
  static func monthSwitcher(onNext: String, throughHelper: Bool = false) -> RuleExample {
    let marker = onNext == "handleNextMonth" ? "" : "↓"
    let arrow = throughHelper ? "arrowButton(action: onNext)" : #"Button(action: onNext) { Image(systemName: "chevron.right") }.accessibilityLabel("다음 달")"#
    return RuleExample("""
      struct MonthSwitcherView: View {
        let onNext: () -> Void
        var body: some View { HStack { Text("3월"); Spacer(); \(arrow) } }
        private func arrowButton(action: @escaping () -> Void) -> some View { Button(action: action) { Image(systemName: "chevron.right") }.accessibilityLabel("다음 달") }
      }
      struct PlannerView: View {
        @StateObject var viewModel = PlannerViewModel()
        var body: some View {
          VStack { MonthSwitcherView(onNext: \(onNext)); Grid() }
            .\(marker)simultaneousGesture(DragGesture().onEnded { value in if value.translation.width < -40 { viewModel.goToNextMonth() } })
        }
        private func handleNextMonth() { performMonthNavigation(action: viewModel.goToNextMonth) }
        private func handleToday() { viewModel.showToday() }
      }
      """)
  }

  /// A shop's home scroll view whose drag goes to its model's `onDragged`, which does
  /// `modelCalls`; marked where it is reported unless that only reports the scroll.
  static func shopHome(modelCalls: String) -> RuleExample {
    let marker = modelCalls.contains("onScroll") ? "" : "↓"
    return RuleExample("""
      final class HomeViewModel: ObservableObject {
        var onScroll: ((ScrollDirection) -> Void)?
        func onDragged(_ value: DragGesture.Value) {
          guard abs(value.translation.width) < 100 else { return }
          withAnimation { \(modelCalls) }
        }
      }
      struct HomeView: View {
        @ObservedObject var viewModel: HomeViewModel
        var body: some View {
          ScrollView { Text("Featured") }
            .\(marker)gesture(DragGesture().onChanged(viewModel.onDragged))
        }
      }
      """)
  }

  /// A drag on a scrolling view handed to a model's method (`DragGesture().onChanged(viewModel.onDragged)`,
  /// Gosei's shop tabs) whose every declaration only reports the scroll's direction (`onScroll?(…)`,
  /// which shows or hides the tab bar): the view still scrolls for everyone; nothing only the
  /// drag reaches.
  static func modelHandlerOnlyReportsScrolling(_ gestureText: String, in project: [SwiftFileModel]) -> Bool {
    guard let regex = try? NSRegularExpression(pattern: #"\.(?:onChanged|onEnded)\(\s*(?:self\.)?[A-Za-z_]+\.([A-Za-z_][A-Za-z0-9_]*)\s*\)"#),
          let match = regex.firstMatch(in: gestureText, range: NSRange(gestureText.startIndex..., in: gestureText)),
          let range = Range(match.range(at: 1), in: gestureText) else { return false }
    let handler = String(gestureText[range])
    var bodies: [String] = []
    for file in project where file.sourceContains("func " + handler + "(") {
      for function in file.behaviour.functions where function.name == handler {
        bodies.append(file.text(from: function.position, to: function.end))
      }
    }
    // (`HandlerReach.callNames` reads an optional closure's call, `onScroll?(…)`, too.)
    return !bodies.isEmpty && bodies.allSatisfy { body in
      let called = Set(HandlerReach.callNames(in: body)).subtracting(GestureSupport.cosmeticCalls).subtracting([handler])
      return !called.isEmpty && called.allSatisfy { $0.lowercased().contains("scroll") }
    }
  }

  /// `action: onDismiss)`, `action: self.dismiss,`: a function or closure that closes the view,
  /// passed as a button's action.
  static func passesDismissal(_ text: String) -> Bool {
    text.range(of: #"action:\s*(self\.)?(dismiss|onDismiss|onClose|close|dismissAction)\s*[,)]"#, options: .regularExpression) != nil
  }

  private func evaluate(
    _ file: SwiftFileModel, localOnly: Bool, usesOf: (String) -> [Set<String>], callSite: (String) -> String?,
    project: [SwiftFileModel], report: (SourcePosition, LocalizedText, Bool) -> Void
  ) {
    if GestureSupport.isNonTouchTarget(file.path) { return }
    for view in file.views {
      let gestures = GestureSupport.complexGestures(of: view, in: file)
      guard !gestures.isEmpty else { continue }
      // A control (or a view in its label) already acts on a tap; the gesture is a shortcut.
      if view.isControl || view.context.enclosingControl != nil || view.context.isHidden { continue }
      if Self.drawsControl(view, in: file) { continue }
      let reaching = GestureSupport.modifierNames(reaching: view, in: file)
      if reaching.contains("accessibilityDirectTouch") { continue }  // the direct-touch rule's
      let usedHere = view.enclosingType.map { !GestureSupport.modifiersAtUses(of: $0, in: file).isEmpty } ?? true
      if localOnly != usedHere && view.enclosingType != nil { continue }
      if !localOnly && view.enclosingType == nil { continue }
      for gesture in gestures {
        // `.gesture(DragGesture()…).disabled(true)`: the gesture never runs (MoodTracker's pie chart).
        if view.isDisabledForGood(after: gesture.modifier) { continue }
        if gesture.kind == .drag, CustomValueControlRule.isValueDrag(gesture.text) { continue }
        // A long press that runs what the same view's tap runs (the swiyu wallet's menu rows): a
        // double tap with VoiceOver reaches it.
        if gesture.kind == .longPress, Self.repeatsTheTap(gesture.text, on: view, in: file) { continue }
        // A long hold that unlocks the app's developer settings (Palace's five-second press on the
        // version line): hidden on purpose from everyone, not a feature anyone is meant to find.
        if gesture.kind == .longPress, Self.opensDeveloperTools(gesture.text) { continue }
        var routes = GestureSupport.routeModifiers
        if gesture.kind == .dragAndDrop { routes.formUnion(GestureSupport.dragAndDropRoutes) }
        if !reaching.isDisjoint(with: routes) || GestureSupport.addsAProjectAction(reaching, in: file) { continue }
        if GestureSupport.onlyObserves(gesture.text) || GestureSupport.handlersAreEmpty(gesture.text)
          || GestureSupport.onlyDrivesPressEffect(gesture.text, in: file) { continue }
        // Attached with no handler, only to stop a parent's swipe or scroll: it does nothing.
        if ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(gesture.modifier.name),
           GestureSupport.hasNoHandlers(gesture.text) { continue }
        // Noticing that a list is scrolled, or a press a tap performs: no path-based function.
        if GestureSupport.observesScrolling(gesture, on: view, in: file) || GestureSupport.isPressOnly(gesture) { continue }
        if gesture.kind == .drag, ["List", "ScrollView", "Form"].contains(view.name), Self.modelHandlerOnlyReportsScrolling(gesture.text, in: project) { continue }
        // Chrome shown or hidden as the content is dragged: nothing only the drag reaches.
        if gesture.kind == .drag, GestureSupport.onlyTogglesChrome(gesture.text) { continue }
        // A control that calls the same function or sets the same state (tab buttons and a
        // swipe between tabs) is the tap route.
        // Followed through the file's functions: arrow Buttons calling `increment()`, whose body
        // sets the `index` a carousel's drag sets, are the drag's tap route.
        let reached = HandlerReach.reachedText(from: gesture.text, in: file)
        if GestureSupport.controlCallsAny(of: GestureSupport.effects(of: reached), in: file) { continue }
        // A swipe between the tabs of a `TabView` that sets its selection: its tab bar is the route.
        if gesture.kind == .drag, Self.switchesTabs(of: view, reached: reached) { continue }
        // A sheet dragged down to close, in a file whose Button closes it too (Cancel, Done, a
        // close icon): the dismissal is offered by a tap.
        if gesture.kind == .drag, Self.dragOnlyDismisses(reached), Self.buttonDismisses(in: file) { continue }
        // A sheet dragged to its nearest detent, in a file whose taps both expand and collapse
        // it: wherever the drag leaves it is a tap away. A handle made its own element (named,
        // focusable) still needs the action on itself.
        if gesture.kind == .drag, view.accessibilityLabel == nil, !view.hasModifier("accessibilityElement"),
           Self.settlesBetweenTappedDetents(reached, in: file) { continue }
        // A handle whose own tap moves the sheet to where a drag leaves it: the drag and the tap
        // set the same state (`offset`, ttakkeun's home sheet toggled by a tap on its capsule).
        if gesture.kind == .drag, Self.ownTapSetsWhatTheDragSets(view, dragReached: reached, in: file) { continue }
        // A pinch on a view that a double tap zooms too (`TapGesture(count: 2)`, directly or in a
        // gesture property it attaches): a single-pointer way to zoom that VoiceOver, Switch
        // Control and Voice Control can perform.
        if gesture.kind == .magnification, Self.alsoZoomsOnDoubleTap(view, in: file, pinchReached: reached) { continue }
        // A drag that only moves the view with the finger and puts it back when released
        // (a rubber band): nothing is lost without it.
        if gesture.kind == .drag, GestureSupport.isCosmeticDrag(gesture.text) || GestureSupport.onlyMovesTheView(gesture.text, in: file) { continue }
        // So does a pinch that springs back when the fingers lift: a peek, not a zoom kept.
        if gesture.kind == .magnification, GestureSupport.isSpringBackPinch(gesture.text) { continue }
        // Freehand drawing: the path is the function.
        if gesture.kind == .drag, GestureSupport.isFreehandDrawing(reached) { continue }
        // Buttons anywhere in the project calling the same methods on the same model
        // (`playerManager.previous()` and `.next()` in the player's child views, other files).
        if GestureSupport.projectControlsCall(GestureSupport.receiverCalls(in: reached), from: file, type: view.enclosingType, in: project) {
          continue
        }
        if gesture.kind == .magnification,
           GestureSupport.projectControlsZoom(GestureSupport.receiverCalls(in: reached), from: file, type: view.enclosingType, in: project) { continue }
        // A swipe that opens a sheet or page (`navigationModel.openSheet(.quickSwitcher)`) that a
        // button elsewhere in the project opens with the same call and case (`navigation.openSheet(
        // .quickSwitcher)` in a "Switch Account" button).
        if gesture.kind == .drag, Self.buttonOpensTheSame(reached, in: project) { continue }
        // An edge swipe back (`router.pop()`) whose same call every sub-page's header is handed as
        // its back action (`MySettingsView(backAction: { router.pop() })`, Rodi's My pages).
        // (Only in a modifier the screens share, as Rodi's `MyEdgeSwipeBackModifier`: a screen's own
        // swipe may be on one that has no back button at all.)
        if gesture.kind == .drag, let owner = view.enclosingType, file.project.types.conformances(of: owner).contains("ViewModifier"),
           Self.goesBackAsAHandedBackAction(reached, in: project) { continue }
        // A swipe that only puts the keyboard away: the keyboard's own key does that.
        if GestureSupport.onlyDismissesKeyboard(gesture.text, in: file) { continue }
        // A long press that only raises a dialog whose choices a control elsewhere in the file
        // makes too (Machi's "Save to Photos" button beside the hold on the image).
        if gesture.kind == .longPress, Self.dialogChoicesAlsoOnAControl(reached, in: file) { continue }
        // A long press on a custom button that does the button's own action in bulk (`pop()` on
        // a tap, `popToFirstInSpace()` held): repeated taps reach the same place.
        if gesture.kind == .longPress, Self.repeatsControlActionInBulk(view, gestureText: gesture.text, in: file) { continue }
        // The gesture calls the view's closure property (`action()`), and every use hands it a
        // callback that the same use site also wires to a Button (`onCreateObjectTap`, passed on
        // as another view's `createObjectAction` that its "+" Button calls).
        if let type = view.enclosingType, Self.closureAlsoWiredToAButton(reached, type: type, in: file, project: project) { continue }
        // A swipe between tabs that only changes the selected tab, whose tab Buttons are another
        // view placed here and given that state (its binding, or a callback setting it).
        if let type = view.enclosingType, let roots = Self.selectionStateWritten(by: reached, gestureText: gesture.text, type: type, in: file),
           Self.stateAlsoSetByAnotherViewsControl(roots, type: type, in: file, project: project) { continue }
        var needsReview = false
        if let type = view.enclosingType {
          let uses = usesOf(type)
          if !uses.isEmpty, uses.allSatisfy({ !$0.isDisjoint(with: routes) || GestureSupport.addsAProjectAction($0, in: file) }) { continue }
          if uses.contains(where: { $0.contains("accessibilityDirectTouch") }) { continue }  // the direct-touch rule's
          // Never used where the project shows (a hosting controller, a preview): can't tell.
          needsReview = uses.isEmpty
        }
        let what = gesture.kind.description
        var review = LocalizedText(en: "", ko: "")
        if needsReview, let type = view.enclosingType {
          // Called where the view trees don't reach (a view kept in a local `let`, a hosting
          // controller): used, but what it is given there is unknown.
          if let site = callSite(type) {
            review = LocalizedText(
              en: " (\(type) is used at \(site), where the modifiers it gets couldn't be read: check them for an alternative)",
              ko: " (\(type) 뷰는 \(site)에서 쓰이지만 그곳에서 붙는 수정자를 읽지 못했으니 대안이 있는지 확인하세요)")
          } else {
            review = LocalizedText(
              en: " (no use of \(type) was found: check where it is shown)",
              ko: " (\(type) 뷰가 쓰이는 곳을 찾지 못했으니 보여 주는 곳을 확인하세요)")
          }
        }
        report(gesture.modifier.position, LocalizedText(
          en: "\(what.en.prefix(1).uppercased() + what.en.dropFirst()) on \(view.name) has no accessible alternative: VoiceOver, Switch Control and Voice Control users can't do it; add .accessibilityAction(named:) (or .accessibilityAdjustableAction, .accessibilityZoomAction), a .contextMenu, or a Button calling the same function\(review.en)",
          ko: "\(view.name)의 \(what.ko) 제스처에 접근 가능한 대안이 없어 VoiceOver, 스위치 제어, 음성 제어 사용자는 이 기능을 쓸 수 없습니다. .accessibilityAction(named:)(또는 .accessibilityAdjustableAction, .accessibilityZoomAction), .contextMenu, 또는 같은 함수를 부르는 Button을 추가하세요\(review.ko)"),
          needsReview)
      }
    }
  }
}

extension GestureAlternativeRule {
  /// A word card swiped to score or skip through callbacks handed on to a helper, on a screen whose
  /// `buttons` are given, and a preview passing no-ops (hat-game's card).
  static func wordCard(buttons: String, marked: Bool) -> RuleExample {
    RuleExample("""
    struct WordCard: View {
      let onGuessed: () -> Void
      let onSkip: () -> Void
      var body: some View { Text(word).\(marked ? "↓" : "")gesture(DragGesture().onEnded { value in if value.translation.width > 100 { completeGuess() } else if value.translation.width < -100 { completeSkip() } }) }
      func completeGuess() { complete(exitX: 600, callback: onGuessed) }
      func completeSkip() { complete(exitX: -600, callback: onSkip) }
      private func complete(exitX: CGFloat, callback: @escaping () -> Void) { withAnimation { offset = exitX }; callback() }
    }
    struct GameView: View {
      var body: some View { VStack { WordCard(onGuessed: markGuessed, onSkip: skipWord); actionButtons } }
      var actionButtons: some View { HStack { \(buttons) } }
      func markGuessed() { score += 1 }
      func skipWord() { index += 1 }
    }
    #Preview { WordCard(onGuessed: {}, onSkip: {}) }
    """)
  }
}
