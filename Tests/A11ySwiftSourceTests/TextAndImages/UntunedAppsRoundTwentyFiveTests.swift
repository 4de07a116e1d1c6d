import A11yCore
import A11ySwiftSource
import Testing

/// Round 25 (Artemis, TUM Campus, Anytype): what the judged findings showed, beyond each rule's
/// examples.
struct UntunedAppsRoundTwentyFiveTests {
  /// Anytype's generated image catalogue: `Image(asset:)` draws an asset or an SF Symbol as its
  /// argument says, and `.X24.back` is `ImageAsset.bundle(name: "x24/Back")`: an asset, heard by
  /// its file name, never a symbol named ".X24.back".
  static let catalogue = [
    (source: """
      public enum ImageAsset: Hashable { case bundle(name: String); case system(name: String) }
      public extension ImageAsset {
        enum X24 {
          public static let back = ImageAsset.bundle(name: "x24/Back")
          public static let more = ImageAsset.bundle(name: "x24/More")
          public enum Arrow {
            public static let `left` = ImageAsset.bundle(name: "x24/Arrow/Left")
          }
        }
        enum System {
          public static let plus = ImageAsset.system(name: "plus")
        }
      }
      """, path: "Assets/ImageAssets.swift"),
    (source: """
      extension ImageAsset {
          static let multiplyCircleFill = ImageAsset.system(name: "multiply.circle.fill")
      }
      """, path: "Design system/ImageExtension.swift"),
    (source: """
      public extension Image {
        init(asset: ImageAsset) {
          switch asset {
          case let .bundle(name): self.init(name, bundle: .main)
          case let .system(name): self.init(systemName: name)
          }
        }
      }
      """, path: "Assets/Image+Create.swift"),
    (source: """
      struct MoreIndicator: View {
        var body: some View { Image(asset: .X24.more).frame(width: 24, height: 24) }
      }
      """, path: "MoreIndicator.swift"),
  ]

  @Test func anAssetFromAGeneratedCatalogueIsAnAssetNotASymbol() {
    let analyzer = SwiftSourceAnalyzer(rules: [ControlNameRule.self], configuration: Configuration())
    let found = analyzer.analyzeProject(Self.catalogue + [(source: """
      struct JoinView: View {
        var body: some View {
          Button(action: back) { Image(asset: .X24.back) }
          Menu { menuItems } label: { MoreIndicator() }
          Button(action: add) { Image(asset: .System.plus) }
          Button(action: previous) { Image(asset: .X24.Arrow.left) }
          Button(action: clear) { Image(asset: .multiplyCircleFill) }
        }
      }
      """, path: "JoinView.swift")])
    let messages = found.map(\.message.en)
    // A catalogue constant holding a symbol is still that symbol: "plus" is heard as "Add".
    #expect(found.map(\.position.line) == [3, 4, 6, 7], "\(messages)")
    #expect(messages.first?.contains("'x24/Back'") == true, "\(messages)")
    #expect(messages.dropFirst().first?.contains("'x24/More'") == true, "\(messages)")
    #expect(!messages.prefix(3).contains { $0.contains("SF Symbol") }, "\(messages)")
    #expect(messages[2].contains("'x24/Arrow/Left'"), "\(messages)")
    // A symbol kept on the catalogue's type by the app: the symbol's own name.
    #expect(messages[3].contains("'multiply.circle.fill'"), "\(messages)")
  }
}

extension UntunedAppsRoundTwentyFiveTests {
  /// Artemis's muted conversations: secondary gray against black reads in grayscale; only
  /// VoiceOver misses the state, and the message says so.
  @Test func aStateInColorsFarApartInLightnessIsSaidToReadInGrayscale() {
    let found = RuleVerifier(rule: ColorOnlyStateRule.self).findings(in: """
      struct ConversationRow: View {
        var body: some View { NavigationLink(value: conversation) { Text(conversation.title) }.foregroundStyle((conversation.isMuted ?? false) ? .secondary : .primary) }
      }
      """)
    #expect(found.count == 1)
    #expect(found.first?.message.en.contains("and in grayscale, but VoiceOver hears no difference") == true, "\(found.map(\.message.en))")
    let hues = RuleVerifier(rule: ColorOnlyStateRule.self).findings(in: """
      struct ConversationRow: View {
        var body: some View { NavigationLink(value: conversation) { Text(conversation.title) }.foregroundStyle((conversation.isMuted ?? false) ? Color.blue : Color.red) }
      }
      """)
    #expect(hues.first?.message.en.contains("but not in grayscale or for VoiceOver") == true, "\(hues.map(\.message.en))")
  }
}


extension UntunedAppsRoundTwentyFiveTests {
  /// Anytype's and TUM Campus's plain-styled buttons: a 48 pt frame on the label, nothing filling
  /// it, responds only where the icon draws; said at the frame, with the content shape to add.
  @Test func aPlainStyledButtonsEmptyFrameIsNoTarget() {
    let found = RuleVerifier(rule: TargetSizeRule.self).findings(in: """
      struct Stub: View {
        var body: some View {
          Button { close() } label: { Image(asset: .X24.close).frame(width: 48, height: 48) }.buttonStyle(.plain)
        }
      }
      """)
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.message.en.contains(".buttonStyle(.plain) responds only where its label draws") == true, "\(found.map(\.message.en))")
  }
}

extension UntunedAppsRoundTwentyFiveTests {
  /// GOV.UK's privacy button: a library's `GOVUKButton`, titled through its `viewModel` in code
  /// the project doesn't hold, with a hint: a person has to look. An Apple button with the same
  /// hint and no title stays an error.
  @Test func aLibraryButtonWithAHintNeedsReview() {
    func findings(_ made: String) -> [Finding] {
      RuleVerifier(rule: HintWithoutLabelRule.self).findings(in: """
        final class ConsentViewController: UIViewController {
          private lazy var privacyButton: UIButton = {
            let localView = \(made)
            localView.accessibilityHint = String(localized: "openWebLinkHint")
            localView.viewModel = .init(localisedTitle: String(localized: "privacy"), action: {})
            return localView
          }()
        }
        """)
    }
    let library = findings("GOVUKButton(.text)")
    #expect(library.map(\.severity) == [.warning])
    #expect(library.first?.needsReview == true)
    let apple = findings("UIButton(type: .system)")
    #expect(apple.map(\.severity) == [.error])
    #expect(apple.first?.needsReview == false)
  }
}
