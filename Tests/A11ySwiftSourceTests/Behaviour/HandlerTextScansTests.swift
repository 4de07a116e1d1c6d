@testable import A11ySwiftSource
import Testing

/// The byte-level readers of handler and drag text that stand in for regular expressions: they
/// must say what the expressions said.
struct HandlerTextScansTests {
  @Test func optionalCallsAreTheMethodsAskedOfAnOptional() {
    let body = """
      delegate?.restoreCancelled()
      onClose?()
      // coordinator?.ignored()
      let value = maybe?.count ?? 0
      self.viewModel?.reload(animated: true)
      """
    #expect(HandlerReach.optionalCalls(in: body) == ["restoreCancelled", "onClose", "reload"])
    #expect(HandlerReach.optionalCalls(in: "a ? b() : c()").isEmpty)
  }

  /// A handler that only puts the keyboard away, through a helper named for it that another file
  /// declares, with a binding tested on the way (a points app's sign-in header): no button's work.
  @Test func aBindingTestedIsNoValueSetAndAKeyboardHelperMayNameItsView() {
    let file = SwiftSourceAnalyzer.model(source: "final class C: UIViewController {}\n", path: "C.swift")
    let body = "{ if let form = children.last as? PasswordForm { form.hideForegroundKeyboardView() } }"
    #expect(HandlerReach.doesNothingAButtonWould(body, in: file))
    #expect(!HandlerReach.doesNothingAButtonWould("{ if let form = children.last as? PasswordForm { form.showHelp() } }", in: file))
    #expect(!HandlerReach.doesNothingAButtonWould("{ if let form = children.last { form.isHidden = true } }", in: file))
    #expect(HandlerReach.isNamedForClosingTheKeyboard("hideKeyboardWhenOutside"))
    #expect(HandlerReach.isNamedForClosingTheKeyboard("dismissKeyboard"))
    #expect(!HandlerReach.isNamedForClosingTheKeyboard("hideKeyboardAndSubmit"))
    #expect(!HandlerReach.isNamedForClosingTheKeyboard("showKeyboardView"))
  }

  @Test func aFlagAssignmentIsABooleanOrAComparison() {
    #expect(CustomValueControlRule.isFlagAssignment("  isOpen = true"))
    #expect(CustomValueControlRule.isFlagAssignment("self.switcherOpened = false "))
    #expect(CustomValueControlRule.isFlagAssignment("headerHidden = value.translation.height < 0"))
    #expect(CustomValueControlRule.isFlagAssignment("let passed = offset >= threshold"))
    // A value that follows the finger, a ternary that picks values, a compound assignment, a test.
    #expect(!CustomValueControlRule.isFlagAssignment("volume = value.location.x / width"))
    #expect(!CustomValueControlRule.isFlagAssignment("level = value.translation.height < 0 ? 1 : 0"))
    #expect(!CustomValueControlRule.isFlagAssignment("progress += delta > 0 ? step : -step"))
    #expect(!CustomValueControlRule.isFlagAssignment("if value.translation.width == 0"))
    #expect(!CustomValueControlRule.isFlagAssignment("isOpen = trueValue"))
  }

  @Test func aDragSettingOnlyFlagsIsNoValueDrag() {
    let flags = "DragGesture().onChanged { value in headerHidden = value.translation.height < 0; withAnimation { isDragging = true } }"
    #expect(!CustomValueControlRule.isValueDrag(flags))
    let value = "DragGesture().onChanged { value in isDragging = true\n brightness = value.location.x / width }"
    #expect(CustomValueControlRule.isValueDrag(value))
  }

  @Test func aDeclarationEndsInFalseOnlyAtTheWord() {
    let text = Array("let a = false\nlet b = isfalse\nlet c = false_".utf8)
    #expect(DisabledFlagBranchReader.endsInFalse(text, at: 13))
    #expect(!DisabledFlagBranchReader.endsInFalse(text, at: 29))
    #expect(!DisabledFlagBranchReader.endsInFalse(text, at: text.count))
  }

  @Test func callNamesOnASCIISayWhatTheCharacterReadingSays() {
    // Generated texts of the characters that matter: identifier bytes, digits, the marks before
    // `(`, separators and line ends.
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("ab_Z9 (?!.)\r\n{")
    for _ in 0..<3_000 {
      let text = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
      #expect(HandlerReach.callNames(in: text) == HandlerReach.characterCallNames(in: text), "\(text.debugDescription)")
    }
    #expect(HandlerReach.callNames(in: "onTap?(); handler!(x); a!?(b); 9lives(); dismiss(animated: true)") == ["onTap", "handler", "a", "dismiss"])
    #expect(HandlerReach.callNames(in: "닫기(); close()") == ["닫기", "close"])
  }

  @Test func commentsAreDroppedToTheLineEndOrTheirClose() {
    #expect(HandlerReach.droppingComments("a() // b()\nc()") == "a() \nc()")
    #expect(HandlerReach.droppingComments("a() /* b()\n */ c()") == "a()  c()")
    #expect(HandlerReach.droppingComments("a() /* open") == "a() ")
    #expect(HandlerReach.droppingComments("x = 1 / 2 // 반") == "x = 1 / 2 ")
    #expect(HandlerReach.droppingComments("a() // b()\r\nc()") == "a() \nc()")
    #expect(HandlerReach.droppingComments("닫기() /* 주석 */") == "닫기() ")
  }

  @Test func aBodyPresentsBySettingAFlagOrCallingPresent() {
    #expect(PresentingFunctions.presents("showSettings = true"))
    #expect(PresentingFunctions.presents("activeSheet = .debug"))
    #expect(PresentingFunctions.presents("self.present(controller, animated: true)"))
    #expect(PresentingFunctions.presents("isPopoverShown = value"))
    #expect(!PresentingFunctions.presents("count = count + 1"))
    #expect(!PresentingFunctions.presents("alertItem = nil"))
    #expect(!PresentingFunctions.presents("reload()"))
  }
}
