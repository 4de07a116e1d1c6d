import A11yCore
import A11ySwiftSource
import Testing

/// Precision on three untuned apps (issue 7, round 10): a logo's small text in a view that shows
/// the Large Content Viewer.
struct UntunedAppsRoundTenTextTests {
  func findings(_ files: [String: String], rule: any SwiftSourceRule.Type) -> [Finding] {
    var configuration = Configuration()
    configuration.onlyRules = [rule.descriptor.id]
    let analyzer = SwiftSourceAnalyzer(rules: [rule], configuration: configuration)
    return analyzer.analyzeProject(files.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) })
  }

  /// The logo lockup's small brand text, in a stack that shows the Large Content Viewer: info, no fix.
  @Test func smallTextInALargeContentViewerIsInfo() {
    let lockup = """
      final class LogoStrapline: UIView {
        func update(label text: String?) {
          var parts: [UIView] = [UIImageView(image: logo)]
          if let text {
            let titleLabel = UILabel()
            titleLabel.adjustsFontForContentSizeCategory = false
            titleLabel.font = UIFont.boldSystemFont(ofSize: 11.0)
            titleLabel.text = text
            parts.append(titleLabel)
          }
          let stack = UIStackView(arrangedSubviews: parts)
          stack.showsLargeContentViewer = true
          stack.largeContentTitle = text
          stack.addInteraction(UILargeContentViewerInteraction())
          addSubview(stack)
        }
      }
      """
    let found = findings(["LogoStrapline.swift": lockup], rule: FixedTextSizeRule.self)
    #expect(found.count == 1)
    #expect(found.first?.severity == .info)
    #expect(found.first?.fix == nil)
    #expect(found.first?.message.en.contains("Large Content Viewer") == true)

    // The viewer on a different view (the logo image only): the label stays an error.
    let elsewhere = lockup.replacingOccurrences(of: "let stack = UIStackView(arrangedSubviews: parts)", with: "let stack = UIStackView(arrangedSubviews: [logoView])")
    let other = findings(["LogoStrapline.swift": elsewhere], rule: FixedTextSizeRule.self)
    #expect(other.map(\.severity) == [.error])
    // No interaction added: the title is never shown.
    let noInteraction = lockup.replacingOccurrences(of: "stack.addInteraction(UILargeContentViewerInteraction())", with: "")
    #expect(findings(["LogoStrapline.swift": noInteraction], rule: FixedTextSizeRule.self).map(\.severity) == [.error])
  }

  /// SwiftUI: a bar button's unread badge in a fixed 12 pt, the button shown with
  /// `.accessibilityShowsLargeContentViewer`: info, no fix; without it, an error.
  @Test func aBadgeUnderSwiftUIsLargeContentViewerIsInfo() {
    func bar(_ viewer: String) -> String {
      """
      struct BottomBar: View {
        let unread: Int
        var body: some View {
          Button { openChat() } label: {
            ZStack(alignment: .topTrailing) {
              Image(systemName: "bubble.left")
              Text(unread.formatted()).font(.system(size: 12, weight: .bold)).frame(width: 20, height: 20)
            }
          }
          \(viewer)
        }
      }
      """
    }
    let found = findings(["BottomBar.swift": bar(".accessibilityShowsLargeContentViewer { Label(\"채팅\", systemImage: \"bubble.left\") }")], rule: FixedTextSizeRule.self)
    #expect(found.map(\.severity) == [.info])
    #expect(found.first?.fix == nil)
    #expect(found.first?.message.en.contains("accessibilityShowsLargeContentViewer") == true)
    #expect(findings(["BottomBar.swift": bar("")], rule: FixedTextSizeRule.self).map(\.severity) == [.error])
  }

  /// A view type that shows the viewer itself covers every label it holds.
  @Test func aViewShowingTheViewerItselfCoversItsLabels() {
    let badge = """
      final class TabBadge: UIView {
        let countLabel = UILabel()
        override init(frame: CGRect) {
          super.init(frame: frame)
          countLabel.font = .systemFont(ofSize: 10)
          addSubview(countLabel)
          showsLargeContentViewer = true
          largeContentTitle = countLabel.text
          addInteraction(UILargeContentViewerInteraction())
        }
      }
      """
    #expect(findings(["TabBadge.swift": badge], rule: FixedTextSizeRule.self).map(\.severity) == [.info])
  }
}
