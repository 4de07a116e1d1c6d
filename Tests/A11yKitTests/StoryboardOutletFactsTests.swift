import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// "When the storyboard sets it, Swift rules know it": the Swift rules judge an `@IBOutlet` with
/// what the storyboards and xibs that connect it set, read in the same run before the rules.
struct StoryboardOutletFactsTests {
  /// A xib whose File's Owner is `owner` with one outlet `property` → the object `object` (whose id is `Obj-001`).
  static func xib(owner: String, property: String, object: String) -> String {
    InterfaceBuilderLintTests.xib("""
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
            <connections><outlet property="\(property)" destination="Obj-001" id="Out-001"/></connections>
          </placeholder>
          <view contentMode="scaleToFill" id="Root-001">
            <subviews>
      \(object)
            </subviews>
          </view>
      """)
  }

  static func findings(_ folder: TemporaryFolder) -> [(rule: String, file: String, line: Int, message: String)] {
    InterfaceBuilderLintTests.json(folder.run("lint", "--format", "json").standardOutput).map {
      ($0["rule"] as? String ?? "", ($0["file"] as? String ?? "").split(separator: "/").last.map(String.init) ?? "",
       $0["line"] as? Int ?? 0, $0["message"] as? String ?? "")
    }
  }

  static let closeController = """
    final class PlayerViewController: UIViewController {
      @IBOutlet weak var closeButton: UIButton!
      override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.setImage(UIImage(named: "btn_close"), for: .normal)
      }
    }
    """

  @Test func anImageButtonOutletIsReportedInSwiftOnlyWhenNeitherSideNamesIt() {
    let folder = TemporaryFolder()
    folder.write("PlayerViewController.swift", Self.closeController)
    // No storyboard connects the outlet: nothing is known about the button, so it is left alone.
    #expect(Self.findings(folder).isEmpty)

    // The xib connects it and gives it no label or title: the Swift line that sets the image is the finding.
    let button = #"<button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="Obj-001"/>"#
    folder.write("Player.xib", Self.xib(owner: "PlayerViewController", property: "closeButton", object: button))
    let unnamed = Self.findings(folder)
    #expect(unnamed.map(\.rule) == ["uikit-button-name"])
    #expect(unnamed.first?.file == "PlayerViewController.swift")
    #expect(unnamed.first?.line == 5)
    #expect(unnamed.first?.message.contains("Player.xib") == true)

    // The xib labels it (Accessibility inspector › Label): not reported.
    let labelled = #"""
      <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="Obj-001">
        <accessibility key="accessibilityConfiguration" label="Close"/>
      </button>
      """#
    folder.write("Player.xib", Self.xib(owner: "PlayerViewController", property: "closeButton", object: labelled))
    #expect(Self.findings(folder).isEmpty)

    // A title in the xib names it too.
    let titled = #"<button opaque="NO" buttonType="custom" id="Obj-001"><state key="normal" title="Close"/></button>"#
    folder.write("Player.xib", Self.xib(owner: "PlayerViewController", property: "closeButton", object: titled))
    #expect(Self.findings(folder).isEmpty)
  }

  @Test func anOutletConnectedOnASubclassIsFoundThroughTheBaseClass() {
    let folder = TemporaryFolder()
    folder.write("PlayerViewController.swift", Self.closeController + "\nfinal class VideoPlayerViewController: PlayerViewController {}\n")
    let button = #"<button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="Obj-001"/>"#
    folder.write("Video.xib", Self.xib(owner: "VideoPlayerViewController", property: "closeButton", object: button))
    #expect(Self.findings(folder).map(\.rule) == ["uikit-button-name"])
  }

  @Test func anImageViewOutletMadeAnElementInSwiftTakesItsLabelFromTheXib() {
    let folder = TemporaryFolder()
    folder.write("StampCell.swift", """
      final class StampCell: UITableViewCell {
        @IBOutlet var stamp: UIImageView!
        func configure() { stamp.isAccessibilityElement = true }
      }
      """)
    let unlabelled = #"<imageView contentMode="scaleAspectFit" image="stamp" id="Obj-001"/>"#
    folder.write("StampCell.xib", Self.xib(owner: "StampCell", property: "stamp", object: unlabelled))
    #expect(Self.findings(folder).map { "\($0.rule) \($0.file):\($0.line)" } == ["uikit-image-view-label StampCell.swift:2"])
    let labelled = #"""
      <imageView contentMode="scaleAspectFit" image="stamp" id="Obj-001">
        <accessibility key="accessibilityConfiguration" label="Stamp collected"/>
      </imageView>
      """#
    folder.write("StampCell.xib", Self.xib(owner: "StampCell", property: "stamp", object: labelled))
    #expect(Self.findings(folder).isEmpty)
  }

  @Test func aScalableFontOnAnOutletIsFineWhenTheXibAdjustsIt() {
    let folder = TemporaryFolder()
    folder.write("PriceCell.swift", """
      final class PriceCell: UITableViewCell {
        @IBOutlet weak var priceLabel: UILabel!
        func configure() { priceLabel.font = .preferredFont(forTextStyle: .body) }
      }
      """)
    let fixed = #"<label text="4,500" numberOfLines="0" id="Obj-001"/>"#
    folder.write("PriceCell.xib", Self.xib(owner: "PriceCell", property: "priceLabel", object: fixed))
    #expect(Self.findings(folder).map(\.rule) == ["text-size-updates"])
    let adjusting = #"<label text="4,500" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="Obj-001"/>"#
    folder.write("PriceCell.xib", Self.xib(owner: "PriceCell", property: "priceLabel", object: adjusting))
    #expect(Self.findings(folder).isEmpty)
  }

  @Test func aFixedFontOnAnOutletNamesTheTextStyleItReplacesAndTheFixSkipsWhatTheXibSets() {
    let folder = TemporaryFolder()
    folder.write("PriceCell.swift", """
      final class PriceCell: UITableViewCell {
        @IBOutlet weak var priceLabel: UILabel!
        func configure() { priceLabel.font = .systemFont(ofSize: 15) }
      }
      """)
    let styled = #"""
      <label text="4,500" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="Obj-001">
        <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
      </label>
      """#
    folder.write("PriceCell.xib", Self.xib(owner: "PriceCell", property: "priceLabel", object: styled))
    let findings = Self.findings(folder)
    #expect(findings.map(\.rule) == ["fixed-text-size"])
    #expect(findings.first?.message.contains(".subheadline text style the storyboard gives it") == true)
    // The fix changes the font only: the xib already turns on automatic updates.
    _ = folder.run("fix")
    let fixed = (try? String(contentsOfFile: folder.path + "/PriceCell.swift", encoding: .utf8)) ?? ""
    #expect(fixed.contains("preferredFont(forTextStyle:"))
    #expect(!fixed.contains("adjustsFontForContentSizeCategory"), "\(fixed)")
  }

  @Test func aTappableOutletWithTheButtonTraitInTheXibIsAnnouncedAsAButton() {
    let folder = TemporaryFolder()
    folder.write("CardViewController.swift", """
      final class CardViewController: UIViewController {
        @IBOutlet weak var card: UIView!
        override func viewDidLoad() {
          super.viewDidLoad()
          card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openCard)))
        }
      }
      """)
    // An empty view in the xib is a tap zone (show the bars), not a control anyone sees.
    let empty = #"<view contentMode="scaleToFill" id="Obj-001"/>"#
    folder.write("Card.xib", Self.xib(owner: "CardViewController", property: "card", object: empty))
    #expect(Self.findings(folder).isEmpty)
    let card = #"""
      <view contentMode="scaleToFill" id="Obj-001">
        <subviews><label text="Latte" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="Lbl-001"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label></subviews>
      </view>
      """#
    folder.write("Card.xib", Self.xib(owner: "CardViewController", property: "card", object: card))
    #expect(Self.findings(folder).map(\.rule) == ["uikit-tap-gesture-role"])
    let button = #"""
      <view contentMode="scaleToFill" id="Obj-001">
        <accessibility key="accessibilityConfiguration" label="Latte card"><accessibilityTraits key="traits" button="YES"/></accessibility>
        <subviews><label text="Latte" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="Lbl-001"><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label></subviews>
      </view>
      """#
    folder.write("Card.xib", Self.xib(owner: "CardViewController", property: "card", object: button))
    #expect(Self.findings(folder).isEmpty)
  }
}

extension StoryboardOutletFactsTests {
  @Test func aTextFieldOutletNamedOnlyByAPlaceholderInSwiftTakesItsLabelFromTheXib() {
    let folder = TemporaryFolder()
    folder.write("SignInViewController.swift", """
      final class SignInViewController: UIViewController {
        @IBOutlet weak var emailField: UITextField!
        override func viewDidLoad() { emailField.placeholder = "Email" }
      }
      """)
    let plain = #"<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="Obj-001"/>"#
    folder.write("SignIn.xib", Self.xib(owner: "SignInViewController", property: "emailField", object: plain))
    #expect(Self.findings(folder).map { "\($0.rule) \($0.file)" } == ["uikit-text-input-label SignInViewController.swift"])
    let labelled = #"""
      <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="Obj-001">
        <accessibility key="accessibilityConfiguration" label="Email address"/>
      </textField>
      """#
    folder.write("SignIn.xib", Self.xib(owner: "SignInViewController", property: "emailField", object: labelled))
    #expect(Self.findings(folder).isEmpty)
    // A placeholder in the xib as well: the xib's finding, reported once.
    let placeholder = #"<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" id="Obj-001"/>"#
    folder.write("SignIn.xib", Self.xib(owner: "SignInViewController", property: "emailField", object: placeholder))
    #expect(Self.findings(folder).map { "\($0.rule) \($0.file)" } == ["uikit-text-input-label SignIn.xib"])
  }

  /// A type's static styling helper in another file sets the font of the outlet passed to it
  /// (newspack's `Appearance.style(userView: nameLabel)`): the xib's fixed size isn't what ships.
  @Test func anOutletStyledByAStaticHelperInAnotherFileIsNotAFixedSize() {
    let folder = TemporaryFolder()
    let label = #"<label opaque="NO" text="이름" id="Obj-001"><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
    folder.write("User.xib", Self.xib(owner: "UserViewController", property: "nameLabel", object: label))
    folder.write("UserViewController.swift", """
      final class UserViewController: UIViewController {
        @IBOutlet var nameLabel: UILabel!
        override func viewDidLoad() { super.viewDidLoad(); Appearance.style(userView: nameLabel) }
      }
      """)
    #expect(Self.findings(folder).map { "\($0.rule) \($0.file)" } == ["fixed-text-size User.xib"])
    folder.write("Appearance.swift", """
      enum Appearance {
        static func style(userView label: UILabel) {
          label.font = .preferredFont(forTextStyle: .headline)
          label.adjustsFontForContentSizeCategory = true
        }
      }
      """)
    #expect(Self.findings(folder).isEmpty)
    // Another helper of that label that sets no font (`DropShadow.apply(userView:)`) doesn't stand for it.
    folder.write("UserViewController.swift", """
      final class UserViewController: UIViewController {
        @IBOutlet var nameLabel: UILabel!
        override func viewDidLoad() { super.viewDidLoad(); DropShadow.apply(userView: nameLabel) }
      }
      """)
    folder.write("DropShadow.swift", "enum DropShadow { static func apply(userView view: UIView) { view.layer.shadowOpacity = 0.2 } }")
    #expect(Self.findings(folder).map { "\($0.rule) \($0.file)" } == ["fixed-text-size User.xib"])
  }

  /// Bevy's settings switch: an image view tapped to swap its picture, which the xib may hide.
  static func settingsController(showing: String = "") -> String {
    """
    final class SettingsViewController: UIViewController {
      @IBOutlet weak var switchDeal: UIImageView!
      @IBOutlet weak var dealRow: UIView!
      var bDeal = false
      override func viewDidLoad() {
        super.viewDidLoad()
        let tap = UITapGestureRecognizer(target: self, action: #selector(switchDealTapped))
        switchDeal.isUserInteractionEnabled = true
        switchDeal.addGestureRecognizer(tap)
        \(showing)
      }
      @objc func switchDealTapped() {
        bDeal = !bDeal
        switchDeal.image = bDeal ? UIImage(named: "icon_switch_on") : UIImage(named: "icon_switch_off")
      }
    }
    """
  }

  /// The switch inside a row view; `rowHidden` hides the row, `switchHidden` the switch, and
  /// `rowOutlet` connects the row to `dealRow`.
  static func settingsXib(switchHidden: Bool, rowHidden: Bool, rowOutlet: Bool) -> String {
    InterfaceBuilderLintTests.xib("""
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsViewController">
            <connections>
              <outlet property="switchDeal" destination="Obj-001" id="Out-001"/>
              \(rowOutlet ? #"<outlet property="dealRow" destination="Row-001" id="Out-002"/>"# : "")
            </connections>
          </placeholder>
          <view contentMode="scaleToFill" id="Root-001">
            <subviews>
              <view contentMode="scaleToFill" \(rowHidden ? #"hidden="YES" "# : "")id="Row-001">
                <subviews>
                  <imageView userInteractionEnabled="NO" contentMode="scaleToFill" \(switchHidden ? #"hidden="YES" "# : "")image="icon_switch_off" id="Obj-001"/>
                </subviews>
              </view>
            </subviews>
          </view>
      """)
  }

  @Test func anOutletTheXibKeepsHiddenIsJudgedOnlyWhenCodeCanShowIt() {
    let folder = TemporaryFolder()
    folder.write("SettingsViewController.swift", Self.settingsController())
    // Shown: the tapped switch is no button, and its state is only its picture.
    folder.write("Settings.xib", Self.settingsXib(switchHidden: false, rowHidden: false, rowOutlet: false))
    let shown = Set(Self.findings(folder).map(\.rule))
    #expect(shown.isSuperset(of: ["uikit-tap-gesture-role", "state-by-icon"]))

    // Hidden in the xib, and no code shows it: no one meets it.
    folder.write("Settings.xib", Self.settingsXib(switchHidden: true, rowHidden: false, rowOutlet: false))
    #expect(Self.findings(folder).filter { shown.contains($0.rule) }.isEmpty)

    // Inside a hidden row no outlet or tag reaches: never shown either.
    folder.write("Settings.xib", Self.settingsXib(switchHidden: false, rowHidden: true, rowOutlet: false))
    #expect(Self.findings(folder).filter { shown.contains($0.rule) }.isEmpty)

    // The row is an outlet, but code never shows it.
    folder.write("Settings.xib", Self.settingsXib(switchHidden: false, rowHidden: true, rowOutlet: true))
    #expect(Self.findings(folder).filter { shown.contains($0.rule) }.isEmpty)

    // Code shows the row again: judged as before.
    folder.write("SettingsViewController.swift", Self.settingsController(showing: "dealRow.isHidden = !hasDeals"))
    #expect(Set(Self.findings(folder).map(\.rule)).isSuperset(of: shown))

    // And the switch itself, hidden in the xib, shown by code.
    folder.write("SettingsViewController.swift", Self.settingsController(showing: "switchDeal.isHidden = false"))
    folder.write("Settings.xib", Self.settingsXib(switchHidden: true, rowHidden: false, rowOutlet: false))
    #expect(Set(Self.findings(folder).map(\.rule)).isSuperset(of: shown))
  }
}
