import A11yCore
import A11ySwiftSource
import Testing

/// Code shapes of real apps (issue 7 §2, §6): `#if` branches, preview-only views, `@ViewBuilder`
/// members used as labels, fonts in attributed strings, `maximumPointSize` caps.
struct CodeShapesTests {
  func findings(_ files: [String: String], rules: [any SwiftSourceRule.Type] = BuiltInSwiftRules.all) -> [Finding] {
    let analyzer = SwiftSourceAnalyzer(rules: rules, configuration: Configuration())
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  func findings(_ source: String, rules: [any SwiftSourceRule.Type] = BuiltInSwiftRules.all) -> [Finding] {
    findings(["A.swift": source], rules: rules)
  }

  // MARK: #if branches

  @Test func findingsInAPostfixIfSayWhichBranchTheyAreIn() {
    let source = """
      struct A: View {
        var body: some View {
          Text("Price")
            #if DEBUG
            .font(.system(size: 12))
            #elseif STAGING
            .font(.system(size: 20))
            #else
            .font(.system(size: 14))
            #endif
        }
      }
      """
    let fixed = findings(source, rules: [FixedTextSizeRule.self])
    // Every branch an iOS build may compile is analysed: one finding per branch, each naming its own branch.
    #expect(fixed.map(\.position.line) == [5, 7, 9])
    #expect(fixed[0].message.en.hasSuffix("(in the `#if DEBUG` branch)"))
    #expect(fixed[1].message.en.hasSuffix("(in the `#elseif STAGING` branch of `#if DEBUG`)"))
    #expect(fixed[2].message.en.hasSuffix("(in the `#else` branch of `#if DEBUG`)"))
    #expect(fixed[2].message.ko.hasSuffix("(`#if DEBUG` 블록의 `#else` 분기 안)"))
  }

  /// Babylon Wallet's inspector: `.font(.title)` only in a macOS build is no heading on iOS, and a
  /// label given only on macOS names nothing on iOS.
  @Test func aPostfixBranchIOSNeverCompilesChangesNothing() {
    let macOnlyTitle = """
      struct Preferences: View {
        var body: some View {
          VStack {
            Text("앱 설정")
              .fontWeight(.heavy)
            #if os(macOS)
              .font(.title)
            #endif
            Text(summary)
          }
        }
      }
      """
    #expect(findings(macOnlyTitle, rules: [HeadingTraitRule.self]).isEmpty)
    // The same title styled in a branch iOS compiles is a heading without the trait.
    let iosTitle = macOnlyTitle.replacingOccurrences(of: "os(macOS)", with: "os(iOS)")
    #expect(findings(iosTitle, rules: [HeadingTraitRule.self]).map(\.position.line) == [4])

    let macOnlyLabel = """
      struct Filters: View {
        var body: some View {
          Button(action: showFilters) { Image(systemName: "slider.horizontal.3") }
          #if os(macOS)
            .accessibilityLabel("필터")
          #endif
        }
      }
      """
    #expect(findings(macOnlyLabel, rules: [ControlNameRule.self]).count == 1)
    #expect(findings(macOnlyLabel.replacingOccurrences(of: "os(macOS)", with: "os(iOS)"), rules: [ControlNameRule.self]).isEmpty)
  }

  @Test func viewsRecordTheirCompilationBranch() {
    let source = """
      struct A: View {
        var body: some View {
          Text("Price")
            #if os(iOS)
            .overlay { Image("badge") }
            #endif
          #if DEBUG
          Text("debug")
          #endif
        }
      }
      """
    let model = SwiftSourceAnalyzer.model(source: source, path: "A.swift")
    let badge = model.views.first { $0.name == "Image" }
    #expect(badge?.compilationBranch?.clause == "#if os(iOS)")
    #expect(model.views.first { $0.arguments.first?.value.stringLiteral == "debug" }?.compilationBranch?.clause == "#if DEBUG")
    #expect(model.views.first { $0.arguments.first?.value.stringLiteral == "Price" }?.compilationBranch == nil)
  }

  @Test func findingsInStatementAndUIKitBranchesSayTheBranch() {
    let swiftUI = """
      struct A: View {
        var body: some View {
          VStack {
            #if DEBUG
            Button(action: debugMenu) { Image("bug") }
            #endif
            Text("x").font(.system(size: 12))
          }
        }
      }
      """
    let all = findings(swiftUI)
    let control = all.first { $0.ruleID == "swiftui-control-name" }
    #expect(control?.message.en.hasSuffix("(in the `#if DEBUG` branch)") == true)
    #expect(control?.message.ko.hasSuffix("(`#if DEBUG` 분기 안)") == true)
    // Outside the branch nothing is added.
    let outside = all.first { $0.ruleID == "fixed-text-size" }
    #expect(outside?.message.en.contains("branch") == false)

    let uikit = """
      final class V: UIViewController {
        let label = UILabel()
        func setUp() {
          #if targetEnvironment(simulator)
          label.font = UIFont.systemFont(ofSize: 13)
          #else
          label.font = UIFont.systemFont(ofSize: 15)
          #endif
        }
      }
      """
    let fixed = findings(uikit, rules: [FixedTextSizeRule.self])
    // Simulator code never reaches a user's device: only the device branch is reported.
    #expect(fixed.map(\.position.line) == [7])
    #expect(fixed.first?.message.en.hasSuffix("(in the `#else` branch of `#if targetEnvironment(simulator)`)") == true)
  }

  @Test func aWholeFileWrapperIsNotABranchWorthSaying() {
    let source = """
      #if canImport(UIKit)
      final class V: UIViewController {
        let label = UILabel()
        func setUp() { label.font = UIFont.systemFont(ofSize: 13) }
      }
      #endif
      """
    let fixed = findings(source, rules: [FixedTextSizeRule.self])
    #expect(fixed.count == 1)
    #expect(fixed.first?.message.en.contains("branch") == false)
  }

  // MARK: String literals

  @Test func escapedLiteralsAreDecodedWithoutSwiftSyntaxsLexer() {
    // Decoded by the project (the toolchain's `representedLiteralValue` frees its lexer state
    // allocator too early and corrupted the heap on these shapes).
    let model = SwiftSourceAnalyzer.model(source: ##"""
      struct A: View { var body: some View { VStack {
        Image("quote\"back\\slash\u{1F600}")
        Image(#"a\#tb\c"#)
        Image("""
          one \
          two
          """)
        Image("bad\q")
      } } }
      """##, path: "A.swift")
    let names = model.views.filter { $0.name == "Image" }.map { $0.argument(nil)?.stringLiteral }
    #expect(names == ["quote\"back\\slash\u{1F600}", "a\tb\\c", "one two", ""])
  }

  // MARK: Previews

  @Test func viewsOnlyAPreviewCreatesGetInfoAtMost() {
    let card = """
      struct PromoCard: View {
        var body: some View {
          Button(action: open) { Image("promo_banner") }
        }
      }
      """
    let previewOnly = [
      "PromoCard.swift": card + "\n#Preview { PromoCard() }",
      "Home.swift": "struct Home: View { var body: some View { Text(\"Home\") } }",
    ]
    let control = findings(previewOnly).first { $0.ruleID == "swiftui-control-name" }
    #expect(control?.severity == .info)
    #expect(control?.message.en.hasSuffix("(only a preview uses `PromoCard`)") == true)
    #expect(control?.message.ko.contains("미리보기에서만") == true)

    // Used by the app: judged as before.
    let used = previewOnly.merging(["Home.swift": "struct Home: View { var body: some View { PromoCard() } }"]) { $1 }
    #expect(findings(used).first { $0.ruleID == "swiftui-control-name" }?.severity == .error)
    // Hosted from UIKit (no view tree names it): still a use.
    let hosted = previewOnly.merging([
      "Host.swift": "final class Host: UIViewController { func show() { present(UIHostingController(rootView: PromoCard()), animated: true) } }",
    ]) { $1 }
    #expect(findings(hosted).first { $0.ruleID == "swiftui-control-name" }?.severity == .error)
    // A commented-out use is no use; a PreviewProvider is a preview too.
    let provider = [
      "PromoCard.swift": card + "\nstruct PromoCard_Previews: PreviewProvider { static var previews: some View { PromoCard() } }",
      "Home.swift": "struct Home: View { var body: some View { Text(\"x\") } } // PromoCard()",
    ]
    #expect(findings(provider).first { $0.ruleID == "swiftui-control-name" }?.severity == .info)
    // Referenced nowhere at all (maybe public API): left as it is.
    #expect(findings(["PromoCard.swift": card]).first { $0.ruleID == "swiftui-control-name" }?.severity == .error)
  }

  /// 1Wallet's QR share card: a view the app only hosts to draw into a picture gives no finding;
  /// hosted to be shown, or also shown by a screen, it is judged as before.
  @Test func viewsOnlyDrawnIntoAPictureGiveNoFindings() {
    let card = "struct SharedQRImageView: View { var body: some View { VStack { Image(\"qr_frame_01\"); Text(\"Scan me\") } } }"
    let renderer = """
      final class WalletQRViewController: UIViewController {
        func shareImage() -> UIImage {
          let host = UIHostingController(rootView: SharedQRImageView())
          let renderer = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300))
          return renderer.image { _ in host.view.drawHierarchy(in: host.view.bounds, afterScreenUpdates: true) }
        }
      }
      """
    let drawn = ["Card.swift": card, "Share.swift": renderer]
    #expect(!findings(drawn).contains { $0.ruleID == "swiftui-image-label" })
    // Presented in a host of its own: on screen.
    let shown = ["Card.swift": card, "Share.swift": "final class Host: UIViewController { func show() { present(UIHostingController(rootView: SharedQRImageView()), animated: true) } }"]
    #expect(findings(shown).contains { $0.ruleID == "swiftui-image-label" })
    // Drawn, and shown live by a screen too.
    let both = drawn.merging(["Screen.swift": "struct WalletQR: View { var body: some View { SharedQRImageView() } }"]) { $1 }
    #expect(findings(both).contains { $0.ruleID == "swiftui-image-label" })
  }

  /// SIT Bus: a Live Activity widget whose only start (`Activity<…>.request`) is commented out, or
  /// in a function nothing calls; the Lock Screen never shows it. Started, or started by a push, it is met.
  @Test func liveActivitiesTheAppNeverStartsAreNeverMet() {
    let widget = """
      struct BusLiveActivity: Widget {
        var body: some WidgetConfiguration {
          ActivityConfiguration(for: BusAttributes.self) { context in
            HStack { Image(systemName: "bus.fill"); Text(context.state.departure) }
          } dynamicIsland: { context in
            DynamicIsland { DynamicIslandExpandedRegion(.leading) { Image(systemName: "bus.fill") } } compactLeading: { Image(systemName: "bus.fill") } compactTrailing: { Text("3") } minimal: { Text("3") }
          }
        }
      }
      """
    func model(starting start: String, called: Bool = true) -> String {
      "final class HomeViewModel {\n  func startActivity() {\n    \(start)\n  }\n" + (called ? "  func trackBus() { startActivity() }\n" : "") + "}"
    }
    let commentedOut = ["Widget.swift": widget, "Home.swift": model(starting: "// busActivity = try Activity<BusAttributes>.request(attributes: attributes, content: content)")]
    #expect(!findings(commentedOut).contains { $0.ruleID == "swiftui-image-label" })
    let started = ["Widget.swift": widget, "Home.swift": model(starting: "busActivity = try Activity<BusAttributes>.request(attributes: attributes, content: content)")]
    #expect(findings(started).contains { $0.ruleID == "swiftui-image-label" })
    // Started only by a function nothing calls (TripWit's `LiveActivityManager.startActivity`).
    let neverCalled = ["Widget.swift": widget, "Home.swift": model(starting: "busActivity = try Activity<BusAttributes>.request(attributes: attributes, content: content)", called: false)]
    #expect(!findings(neverCalled).contains { $0.ruleID == "swiftui-image-label" })
    let pushed = ["Widget.swift": widget, "Home.swift": model(starting: "Task { for await token in Activity<BusAttributes>.pushToStartTokenUpdates { send(token) } }")]
    #expect(findings(pushed).contains { $0.ruleID == "swiftui-image-label" })
  }

  /// planetary-ios: a stand-in view model declared for a preview (`fileprivate class
  /// PreviewViewModel`), with a fake delay that hides a message; only the PreviewProvider makes it.
  @Test func typesOnlyAPreviewCreatesGetInfoAtMost() {
    let standIn = """
      protocol RoomListModel: ObservableObject { func addRoom() }
      struct RoomList<Model: RoomListModel>: View {
        @ObservedObject var model: Model
        var body: some View { Button("Add") { model.addRoom() } }
      }
      fileprivate class PreviewModel: RoomListModel {
        @Published var loadingMessage: String?
        func addRoom() {
          loadingMessage = "Joining room..."
          DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(3)) { self.loadingMessage = nil }
        }
      }
      struct RoomList_Previews: PreviewProvider {
        static var previews: some View { RoomList(model: PreviewModel()) }
      }
      """
    let app = "struct Home: View { var body: some View { RoomList(model: LiveModel()) } }"
    let limit = findings(["RoomList.swift": standIn, "Home.swift": app]).first { $0.ruleID == "time-limit" }
    #expect(limit?.severity == .info)
    #expect(limit?.message.en.hasSuffix("(only a preview uses `PreviewModel`)") == true)
    // The same model made by the app too: judged as app code.
    let used = "struct Home: View { var body: some View { RoomList(model: PreviewModel()) } }"
    let live = findings(["RoomList.swift": standIn.replacingOccurrences(of: "fileprivate class", with: "class"), "Home.swift": used])
      .first { $0.ruleID == "time-limit" }
    #expect(live != nil && live?.severity != .info)
  }

  // MARK: @ViewBuilder members as labels

  @Test func aViewBuilderMemberIsJudgedAtEachCallSite() {
    let onlyInControls = """
      struct Settings: View {
        @ViewBuilder var gearIcon: some View {
          Image("gear-icon")
        }
        func badge(_ count: Int) -> some View { HStack { Image("badge"); Text("\\(count) new") } }
        var body: some View {
          VStack {
            Button { openSettings() } label: { gearIcon }
            Button(action: openInbox) { self.gearIcon }
            Button(action: openInbox) { badge(3) }
          }
        }
      }
      """
    let all = findings(onlyInControls)
    let control = all.filter { $0.ruleID == "swiftui-control-name" }
    // Each button is named by the member's image, at the button.
    #expect(control.map(\.position.line) == [8, 9])
    #expect(control.first?.message.en.contains("'gear-icon'") == true)
    // A member holding text names the button.
    #expect(!control.contains { $0.position.line == 10 })
    // The image itself isn't reported again: the buttons speak for it.
    #expect(!all.contains { $0.ruleID == "swiftui-image-label" && $0.position.line == 3 })

    let alsoPlain = onlyInControls.replacingOccurrences(of: "    VStack {\n", with: "    VStack {\n      gearIcon\n")
    let plain = findings(alsoPlain)
    // Used once outside a control: a plain image, reported once at the image.
    #expect(plain.filter { $0.ruleID == "swiftui-image-label" && $0.position.line == 3 }.count == 1)
    #expect(plain.filter { $0.ruleID == "swiftui-control-name" }.map(\.position.line) == [9, 10])
    #expect(plain.filter { $0.position.line == 8 }.isEmpty)

    let labelled = onlyInControls.replacingOccurrences(of: "label: { gearIcon }", with: "label: { gearIcon }.accessibilityLabel(\"Settings\")")
    #expect(!findings(labelled).contains { $0.ruleID == "swiftui-control-name" && $0.position.line == 8 })
  }

  @Test func aRecursiveBuilderFunctionEnds() {
    let source = """
      struct Tree: View {
        func node(_ item: Item) -> some View {
          Button { open(item) } label: { node(item.child) }
        }
        var body: some View { node(root) }
      }
      """
    // No hang and no name invented: the recursion is cut off.
    #expect(findings(source).filter { $0.ruleID == "swiftui-control-name" }.count <= 1)
  }

  // MARK: Fonts of attributed text

  @Test func fontsOfAttributedTextAndLocalsAreFixedTextSize() {
    let uikit = """
      final class PriceCell: UITableViewCell {
        let priceLabel = UILabel()
        func configure(_ price: String) {
          let font = UIFont.systemFont(ofSize: 14)
          priceLabel.font = font
          let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.label]
          let text = NSMutableAttributedString(string: price, attributes: attributes)
          text.addAttribute(NSAttributedString.Key.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 1))
          text.addAttribute(.font, value: UIFont.preferredFont(forTextStyle: .body), range: NSRange(location: 1, length: 1))
          priceLabel.attributedText = text
        }
      }
      """
    let fixed = findings(uikit, rules: [FixedTextSizeRule.self])
    #expect(fixed.map(\.position.line) == [5, 6, 8])
    // Attributed UIKit fonts: the fix is a suggestion, the message says the label must adjust too.
    #expect(fixed[1].fix?.applicability == .suggestion)
    #expect(fixed[1].message.en.contains("attributed text"))
    #expect(fixed[2].message.en.contains("17 pt"))

    let swiftUI = """
      struct Receipt {
        var total: AttributedString {
          var string = AttributedString("Total")
          string.font = .system(size: 17)
          var container = AttributeContainer()
          container.font = .footnote
          string.mergeAttributes(container)
          return string
        }
      }
      """
    let swiftUIFixed = findings(swiftUI, rules: [FixedTextSizeRule.self])
    #expect(swiftUIFixed.map(\.position.line) == [4])
    // SwiftUI renders an AttributedString's font like a view's: the same safe fix.
    #expect(swiftUIFixed.first?.fix?.applicability == .safe)
    #expect(swiftUIFixed.first?.fix?.edits.first?.replacement == ".body")
  }

  // MARK: Point-size caps

  @Test func pointSizeCapsAreJudgedLikeDynamicTypeSizeCaps() {
    let source = """
      final class V: UIViewController {
        let title = UILabel()
        let caption = UILabel()
        func setUp() {
          title.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .bold), maximumPointSize: 28)
          caption.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12), maximumPointSize: 30)
          title.adjustsFontForContentSizeCategory = true
          caption.adjustsFontForContentSizeCategory = true
        }
      }
      """
    let all = findings(source)
    let capped = all.filter { $0.ruleID == "capped-text-size" }
    // 22 pt title2 text reaches 34 pt at the first accessibility size: a 28 pt cap stops short.
    #expect(capped.map(\.position.line) == [5])
    #expect(capped.first?.message.en.contains("34 pt") == true)
    #expect(capped.first?.severity == .error)
    // The font scales: fixed-text-size has nothing to say about either.
    #expect(!all.contains { $0.ruleID == "fixed-text-size" })
    // The same judgement and rule as a SwiftUI cap.
    let swiftUI = findings("struct A: View { var body: some View { Text(\"x\").dynamicTypeSize(...DynamicTypeSize.xxLarge) } }")
    #expect(swiftUI.map(\.ruleID).contains("capped-text-size"))
  }

  // MARK: Paths through a computed property that returns the view

  /// Slide's post cell makes itself one element through `var accessibilityView: UIView { full ?
  /// innerView : self }`: what is set through that property is set on the cell, so the taps on
  /// its thumbnail are inside one element, as with `isAccessibilityElement = true` written directly.
  @Test func aComputedPropertyReturningSelfSetsTheViewItself() {
    func cell(_ marking: String) -> String {
      """
      final class PostCell: UICollectionViewCell {
        let innerView = UIView()
        let thumbnail = UIImageView()
        var full = false
        var accessibilityView: UIView { return full ? innerView : self }
        func configure() {
          \(marking)
          thumbnail.isUserInteractionEnabled = true
          thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPost)))
          contentView.addSubview(thumbnail)
        }
        @objc func openPost() { delegate?.open(post) }
      }
      """
    }
    let model = SwiftSourceAnalyzer.model(source: cell("accessibilityView.isAccessibilityElement = true"), path: "PostCell.swift")
    let cellObject = model.uikitObjects.first { $0.name == "self" && $0.enclosingType == "PostCell" }
    #expect(cellObject?.assignment("isAccessibilityElement")?.value.boolLiteral == true)
    #expect(!findings(cell("accessibilityView.isAccessibilityElement = true"), rules: [UIKitTapGestureRoleRule.self]).contains { $0.ruleID == "uikit-tap-gesture-role" })
    // Through a property that returns another view, the cell is not the element.
    let other = cell("accessibilityView.isAccessibilityElement = true").replacingOccurrences(of: "full ? innerView : self", with: "innerView")
    #expect(SwiftSourceAnalyzer.model(source: other, path: "PostCell.swift").uikitObjects
      .first { $0.name == "self" && $0.enclosingType == "PostCell" }?.assignment("isAccessibilityElement") == nil)
    #expect(findings(cell("accessibilityView.accessibilityHint = \"열기\""), rules: [UIKitTapGestureRoleRule.self]).contains { $0.ruleID == "uikit-tap-gesture-role" })
  }
}
