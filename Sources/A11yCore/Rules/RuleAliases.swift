/// Other tools' ids for a11y-audit rules, accepted wherever a rule id is (configuration,
/// `--only`/`--disable`, suppression comments), so habits from SwiftLint carry over. Only rules
/// that check the same thing are listed: SwiftLint's `accessibility_label_for_image` (SwiftUI
/// images need a label or must be hidden) and `accessibility_trait_for_button` (`onTapGesture`
/// without the button or link trait).
public enum RuleAliases {
  public static let swiftLint: [String: String] = [
    "accessibility_label_for_image": "swiftui-image-label",
    "accessibility_trait_for_button": "swiftui-tap-gesture-role",
  ]

  /// The a11y-audit id for `id`: itself, unless it is a known alias.
  public static func canonical(_ id: String) -> String {
    swiftLint[id] ?? id
  }
}
