import A11yCore
import A11ySwiftSource
import Testing

/// The model one walk builds: what rules can rely on without reading syntax.
struct SwiftFileModelTests {
  func model(_ source: String) -> SwiftFileModel {
    SwiftSourceAnalyzer.model(source: source, path: "M.swift")
  }

  @Test func viewsCarryTheirModifierChainsAndSlots() throws {
    let file = model("""
      struct Row: View {
        var body: some View {
          Button(action: order) {
            HStack { Image("cup"); Text("Latte") }
          }
          .accessibilityLabel("Order latte")
          .overlay { Image("badge") }
        }
      }
      """)
    let button = try #require(file.views.first { $0.name == "Button" })
    #expect(button.modifiers.map(\.name) == ["accessibilityLabel", "overlay"])
    #expect(button.accessibilityLabel?.stringLiteral == "Order latte")
    let cup = try #require(file.views.first { $0.name == "Image" && $0.argument(nil)?.stringLiteral == "cup" })
    #expect(cup.context.enclosingControl == button.index)
    let badge = try #require(file.views.first { $0.argument(nil)?.stringLiteral == "badge" })
    #expect(badge.slot == .modifier(name: "overlay", modifierIndex: 1))
  }

  /// A project view passed to `.overlay(...)` as an argument is a view of the tree, inside the
  /// control around it; a color or a gradient passed so is not.
  @Test func aProjectViewPassedToAnOverlayIsAViewInsideTheControl() throws {
    let file = model("""
      struct SendButton: View {
        var body: some View {
          Button(action: send) {
            Circle().overlay(SendIconView(isSending: isSending)).background(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom))
          }
        }
      }
      """)
    let button = try #require(file.views.first { $0.name == "Button" })
    let icon = try #require(file.views.first { $0.name == "SendIconView" })
    #expect(icon.slot == .modifier(name: "overlay", modifierIndex: 0))
    #expect(icon.context.enclosingControl == button.index)
    #expect(!file.views.contains { $0.name == "LinearGradient" })
  }

  @Test func viewsAreFoundWhereverTheyAreDeclared() {
    let file = model("""
      extension Card: View { var body: some View { Text("body") } }
      struct Card2 { @ViewBuilder var header: some View { Text("header") } }
      struct Card3 { func footer() -> some View { Text("footer") } }
      struct Bold: ViewModifier { func body(content: Content) -> some View { content.overlay(Text("modifier")) } }
      #Preview { Text("preview") }
      struct Card_Previews: PreviewProvider { static var previews: some View { Text("provider") } }
      func notAView() { let text = Text("local") }
      """)
    let texts = file.views.filter { $0.name == "Text" }.compactMap { $0.argument(nil)?.stringLiteral }
    #expect(texts == ["body", "header", "footer", "modifier"])
  }

  @Test func ancestorsResolveHiddenAndMergedContainers() throws {
    let file = model("""
      struct A: View {
        var body: some View {
          VStack {
            Image("hidden")
          }.accessibilityHidden(true)
          HStack { Image("merged") }.accessibilityElement(children: .ignore).accessibilityLabel("Row")
          Label { Text("Menu") } icon: { Image("icon") }
          NavigationLink { Image("destination") } label: { Text("Go") }
        }
      }
      """)
    func image(_ name: String) throws -> SwiftUIView {
      try #require(file.views.first { $0.name == "Image" && $0.argument(nil)?.stringLiteral == name })
    }
    #expect(try image("hidden").context.isHidden)
    #expect(try image("merged").context.replacingAncestor != nil)
    #expect(try image("icon").context.isLabelIcon)
    #expect(try image("destination").context.isInDestination)
  }

  @Test func uikitObjectsCollectWhatIsDoneToThem() throws {
    let file = model("""
      final class KeypadView: UIView {
        private lazy var deleteKey: UIButton = {
          let button = UIButton(type: .custom)
          button.setImage(UIImage(named: "key_delete"), for: .normal)
          return button
        }()
        let field = UITextField()
        func setUp() {
          deleteKey.accessibilityLabel = "삭제"
          self.field.placeholder = "카드 번호"
          isAccessibilityElement = false
        }
      }
      """)
    let key = try #require(file.uikitObjects.first { $0.name == "deleteKey" })
    #expect(key.uikitClass == "UIButton")
    #expect(key.calls("setImage").count == 1)
    #expect(key.assignment("accessibilityLabel")?.value.stringLiteral == "삭제")
    let field = try #require(file.uikitObjects.first { $0.name == "field" })
    #expect(field.assignment("placeholder")?.value.stringLiteral == "카드 번호")
    let view = try #require(file.uikitObjects.first { $0.name == "self" })
    #expect(view.declaredClass == "KeypadView")
    #expect(view.isAccessibilityElement == false)
  }

  @Test func suppressionCommentsAreRead() {
    let file = model("""
      // a11y-audit:disable:next swiftui-image-label
      let a = 1
      """)
    #expect(file.suppressions.suppresses(ruleID: "swiftui-image-label", line: 2))
    #expect(!file.suppressions.suppresses(ruleID: "swiftui-image-label", line: 1))
  }

  @Test func columnsCountCharactersAfterMultibyteText() throws {
    let file = model("struct A: View { var body: some View { Text(\"한글🎉\"); Image(\"x\") } }")
    let image = try #require(file.views.first { $0.name == "Image" })
    #expect(image.position.line == 1)
    #expect(image.position.column == 53)
    #expect(image.position.utf8Offset == 59)
  }
}

/// What the model records for the VoiceOver preview: branch conditions and view members.
struct SwiftFileModelBranchTests {
  @Test func viewsBuiltInABranchCarryItsCondition() throws {
    let file = SwiftSourceAnalyzer.model(source: """
      struct A: View {
        var body: some View {
          VStack {
            Text("always")
            if isLoading { ProgressView() } else if let error { Text(error) } else { Text("done") }
            switch state { case .empty: Text("empty"); default: EmptyView() }
            #if os(iOS)
            Text("phone")
            #endif
          }
        }
      }
      """, path: "A.swift")
    func condition(_ name: String, _ text: String? = nil) throws -> String? {
      try #require(file.views.first { $0.name == name && (text == nil || $0.arguments.first?.value.stringLiteral == text) }).branchCondition
    }
    #expect(try condition("Text", "always") == nil)
    #expect(try condition("ProgressView") == "if isLoading")
    #expect(file.views.first { $0.arguments.first?.value.text == "error" }?.branchCondition == "else if let error (not isLoading)")
    #expect(try condition("Text", "done") == "else (not isLoading, not let error)")
    #expect(try condition("Text", "empty") == "switch state case .empty:")
    #expect(try condition("Text", "phone") == "#if os(iOS)")
    // The VStack's children inside the branch don't repeat it.
    #expect(try condition("VStack") == nil)
  }

  @Test func membersThatBuildViewsAreRecorded() {
    let file = SwiftSourceAnalyzer.model(source: """
      struct A: View {
        var body: some View { VStack { header } }
        private var header: some View { Text("h") }
        func row(_ n: Int) -> some View { Text("r") }
      }
      """, path: "A.swift")
    #expect(file.viewMembers.map(\.name) == ["body", "header", "row"])
    #expect(file.viewMembers.map(\.isFunction) == [false, false, true])
    #expect(file.viewMembers.allSatisfy { $0.type == "A" && $0.roots.count == 1 })
    #expect(file.views[file.viewMembers[1].roots[0]].arguments.first?.value.stringLiteral == "h")
  }

  @Test func aMenuWithItsContentGivenTakesItsTrailingClosureAsTheLabel() throws {
    let file = SwiftSourceAnalyzer.model(source: """
      struct A: View { var body: some View { Menu(content: items) { Text("More") } } }
      """, path: "A.swift")
    let text = try #require(file.views.first { $0.name == "Text" })
    #expect(text.slot == .label)
  }
}
