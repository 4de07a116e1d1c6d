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
}
