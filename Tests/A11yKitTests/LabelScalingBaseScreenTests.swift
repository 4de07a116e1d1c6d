import Foundation
import Testing

/// A base screen whose `viewDidLoad` runs a `UIView` extension that walks its view's labels and
/// scales their fonts with `UIFontMetrics` (a COVID app's `setFontTextStyle()`): a fixed font in
/// its scenes and xibs is likely replaced, so it is information to check, not an error.
struct LabelScalingBaseScreenTests {
  static let walker = """
    extension UIView {
      func setFontTextStyle() {
        for label in labels(in: self) {
          label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: label.font)
          label.adjustsFontForContentSizeCategory = true
        }
      }
      private func labels(in view: UIView) -> [UILabel] { view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? labels(in: $0) } }
    }
    """

  func severities(viewDidLoad: String) -> [String] {
    let folder = TemporaryFolder()
    // One scene of class `WelcomeViewController` with a 12 pt label.
    folder.write("App/Base.lproj/Main.storyboard", ReleaseBuildTests.storyboard("WelcomeViewController"))
    folder.write("App/Info.plist", "<plist version=\"1.0\"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>\n")
    folder.write("App/UIView+Fonts.swift", Self.walker)
    folder.write("App/BaseViewController.swift", "class BaseViewController: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n    \(viewDidLoad)\n  }\n}\n")
    folder.write("App/WelcomeViewController.swift", "final class WelcomeViewController: BaseViewController {}\n")
    let result = folder.run("lint", ".", "--format", "json", "--only", "fixed-text-size")
    return InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["severity"] as? String }
  }

  @Test func aBaseScreenScalingItsLabelsMakesTheFixedFontInformation() {
    #expect(severities(viewDidLoad: "self.view.setFontTextStyle()") == ["info"])
    #expect(severities(viewDidLoad: "view.backgroundColor = .white") == ["error"])
  }
}
