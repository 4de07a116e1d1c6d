import A11yCore
import A11ySwiftSource
import Testing

/// Precision on untuned apps (issue 7, round 55): fonts the system draws or the app fixes.
struct UntunedAppsRoundFiftyFiveTextTests {
  /// A `UITabBarItemAppearance` the app makes (LionHeart's tab bar) titles tab bar items, not a
  /// navigation bar: the message names the bar the words are on.
  @Test func aTabBarItemAppearancesTitleFontIsTheTabBars() {
    let source = """
      final class TabBarViewController: UITabBarController {
        func makeTabbarItemApperance() -> UITabBarItemAppearance {
          let tabBarItemAppearance = UITabBarItemAppearance()
          tabBarItemAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray, .font: UIFont.systemFont(ofSize: 9)]
          return tabBarItemAppearance
        }
      }
      """
    let found = ProjectFindings.of(["TabBar.swift": source], rule: FixedTextSizeRule.self)
    #expect(found.count == 1)
    #expect(found.first?.message.en.hasPrefix("the tab bar items' title font is fixed at 9 pt") == true)
    #expect(found.first?.severity == .info)
  }
}
