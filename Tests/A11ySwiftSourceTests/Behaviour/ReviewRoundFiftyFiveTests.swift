import A11yCore
import A11ySwiftSource
import Testing

/// The round fifty-five review's cases: realistic code where a first version of the round's
/// changes hid a real problem. Each stays reported.
struct ReviewRoundFiftyFiveTests {
  func reported(_ files: [String: String], _ rule: any SwiftSourceRule.Type) -> [Finding] {
    ProjectFindings.of(files, rule: rule)
  }

  /// A panel shown in place of the keyboard, folded by a tap on its title bar: setting
  /// `showEmoticonKeyboard` puts away a panel of the app's own, which a button would do.
  @Test func aTapFoldingAnEmoticonKeyboardPanelIsAButton() {
    let panel = """
      struct EmoticonPanel: View {
        @Binding var showEmoticonKeyboard: Bool
        var body: some View {
          VStack(spacing: 0) {
            HStack { Text("이모티콘").font(.title3.bold()); Spacer(); Image(systemName: "chevron.down") }
              .contentShape(Rectangle())
              .onTapGesture { showEmoticonKeyboard = false }
            EmoticonGrid()
          }
        }
      }
      """
    #expect(reported(["Panel.swift": panel], TapGestureRoleRule.self).count == 1)
  }

  /// A close mark on a keyboard app's setup guide: `showsKeyboardSetupGuide` names a banner, not
  /// the keyboard, and nothing puts a keyboard away.
  @Test func aUIKitTapClosingAKeyboardSetupGuideIsAButton() {
    let home = """
      final class HomeViewController: UIViewController {
        private let guideBanner = UIView()
        private let closeImageView = UIImageView(image: UIImage(systemName: "xmark"))
        private var showsKeyboardSetupGuide = true { didSet { guideBanner.isHidden = !showsKeyboardSetupGuide } }
        override func viewDidLoad() {
          super.viewDidLoad()
          closeImageView.isUserInteractionEnabled = true
          closeImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeGuideTapped)))
          guideBanner.addSubview(closeImageView)
          view.addSubview(guideBanner)
        }
        @objc private func closeGuideTapped() { showsKeyboardSetupGuide = false }
      }
      """
    #expect(reported(["Home.swift": home], UIKitTapGestureRoleRule.self).count == 1)
  }

  /// A swipe down is the only way to put a sticker panel away: `isStickerKeyboardVisible` is the
  /// app's panel, not the system keyboard.
  @Test func aSwipeClosingAStickerPanelNeedsAnAlternative() {
    let room = """
      final class ChatRoomViewController: UIViewController {
        private let stickerPanel = UIView()
        private var isStickerKeyboardVisible = false { didSet { stickerPanel.isHidden = !isStickerKeyboardVisible } }
        override func viewDidLoad() {
          super.viewDidLoad()
          let swipeDown = UISwipeGestureRecognizer(target: self, action: #selector(stickerPanelSwipedDown))
          swipeDown.direction = .down
          stickerPanel.addGestureRecognizer(swipeDown)
          view.addSubview(stickerPanel)
        }
        @objc private func stickerPanelSwipedDown() { isStickerKeyboardVisible = false }
      }
      """
    #expect(reported(["Room.swift": room], UIKitGestureAlternativeRule.self).count == 1)
  }
}
