/// Every Swift source rule, in the order `a11y-audit rules` lists them. A test checks that every
/// `*Rule` type in `Rules/` is here.
public enum BuiltInSwiftRules {
  public static let all: [any SwiftSourceRule.Type] = [
    ImageLabelRule.self,
    UIKitImageViewLabelRule.self,
    ControlNameRule.self,
    UIKitButtonNameRule.self,
    LabelQualityRule.self,
    HintWithoutLabelRule.self,
    DebugTextLabelRule.self,
    FormInputLabelRule.self,
    UIKitTextInputLabelRule.self,
    TapGestureRoleRule.self,
    UIKitTapGestureRoleRule.self,
    UIKitCellGroupingRule.self,
    HiddenControlsRule.self,
    FixedTextSizeRule.self,
    TextSizeUpdatesRule.self,
    CappedTextSizeRule.self,
    TextTruncationRule.self,
    TextWeightAlignmentRule.self,
    TargetSizeRule.self,
    TargetSpacingRule.self,
    TextContrastRule.self,
    ComponentContrastRule.self,
    ColorOnlyStateRule.self,
    StateByIconRule.self,
    ReduceTransparencyRule.self,
    HeadingTraitRule.self,
  ]
}
