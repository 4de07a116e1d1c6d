import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// `a11y-audit speak` on UIKit: storyboard scenes, xib views and screens built in Swift code,
/// phrased by the same element code as SwiftUI views.
struct SpeakUIKitTests {
  static let root = ExampleAppTests.repositoryRoot
  /// The example app's UIKit screens kept as golden previews.
  static let goldenScreens = [
    "RewardsViewController", "MenuItemCell", "StoreDetailViewController", "CardRegistrationViewController",
    "PaymentKeypadViewController",
  ]

  func run(_ arguments: [String], in folder: String = SpeakUIKitTests.root) -> CommandResult {
    CommandLineTool.run(arguments: ["speak"] + arguments, context: ToolContext(currentDirectory: folder))
  }

  /// The numbered lines of a preview, without their source places: "1. Settings, Heading".
  static func spoken(_ output: String) -> [String] {
    output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.first?.isNumber == true }
      .map { line in line.range(of: "  [").map { String(line[..<$0.lowerBound]) } ?? line }
  }

  /// Set `A11Y_AUDIT_UPDATE_GOLDEN=1` to rewrite the golden files from the current output
  /// (then review the diff before committing).
  @Test(arguments: ["Before", "After"], [Language.english, .korean])
  func exampleAppUIKitPreviewsMatchTheGoldenFiles(variant: String, language: Language) throws {
    var preview = ""
    for screen in Self.goldenScreens {
      let result = run(["Examples/BeanBar/\(variant)", "--view", screen, "--language", language.rawValue])
      #expect(result.exitCode == ExitCode.success, "\(result.standardError)")
      preview += result.standardOutput
    }
    let golden = "\(SpeakCommandTests.goldenFolder)/BeanBar-UIKit-\(variant)-\(language.rawValue).txt"
    if ProcessInfo.processInfo.environment["A11Y_AUDIT_UPDATE_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(atPath: SpeakCommandTests.goldenFolder, withIntermediateDirectories: true)
      try preview.write(toFile: golden, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: golden, encoding: .utf8)
    #expect(preview == expected, "the UIKit preview of \(variant) (\(language.rawValue)) changed; rerun with A11Y_AUDIT_UPDATE_GOLDEN=1 and review the diff")
  }

  /// The storyboard's fixes are heard: labels, the Button trait on the stamp card, the title.
  @Test func storyboardBeforeAndAfterDifferWhereTheFixesAre() {
    let before = Self.spoken(run(["Examples/BeanBar/Before", "--view", "RewardsViewController", "--language", "ko"]).standardOutput)
    let after = Self.spoken(run(["Examples/BeanBar/After", "--view", "RewardsViewController", "--language", "ko"]).standardOutput)
    #expect(before.contains("8. ic_gift, 버튼"))
    #expect(before.contains("9. 공유 버튼, 버튼"))
    #expect(after.first == "1. 리워드, 머리말")
    #expect(after.contains("4. 스탬프 카드 열기, 버튼"))
    #expect(after.contains("7. 선물하기, 버튼"))
    #expect(after.contains("8. 공유, 버튼"))
  }

  /// An outlet's owner code replaces what the file says; a table cell is one element.
  @Test func outletsSpeakWhatTheOwnersCodeSetsAndCellsAreMerged() {
    let rewards = run(["Examples/BeanBar/Before", "--view", "RewardsViewController"]).standardOutput
    #expect(Self.spoken(rewards).contains("3. 스탬프 ‹stampCount›개, Image"))
    #expect(rewards.contains("⚠ acts on a tap but has no button trait"))
    let cell = run(["Examples/BeanBar/After", "--view", "MenuItemCell"]).standardOutput
    #expect(Self.spoken(cell) == ["1. ‹item.name›, 즐겨찾기, ‹item.price›원"])
    #expect(cell.contains("the control '즐겨찾기' inside this cell is read as part of the cell"))
  }

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController storyboardIdentifier="Settings" id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root1">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw1">
                                    <rect key="frame" x="320" y="200" width="51" height="31"/>
                                </switch>
                                <label opaque="NO" text="Notifications" id="lb1">
                                    <rect key="frame" x="20" y="205" width="200" height="21"/>
                                </label>
                                <label opaque="NO" text="Settings" id="lb0">
                                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                                    <accessibility key="accessibilityConfiguration">
                                        <accessibilityTraits key="traits" header="YES"/>
                                    </accessibility>
                                </label>
                                <label opaque="NO" text="debug build" hidden="YES" id="lb2">
                                    <rect key="frame" x="20" y="300" width="200" height="21"/>
                                </label>
                                <label opaque="NO" text="ignored" id="lb3">
                                    <rect key="frame" x="20" y="330" width="200" height="21"/>
                                    <accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>
                                </label>
                                <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="seg1">
                                    <rect key="frame" x="20" y="400" width="200" height="32"/>
                                    <segments>
                                        <segment title="Light"/>
                                        <segment title="Dark"/>
                                    </segments>
                                </segmentedControl>
                                <slider opaque="NO" value="0.25" minValue="0.0" maxValue="1" id="sl1">
                                    <rect key="frame" x="20" y="450" width="200" height="31"/>
                                    <accessibility key="accessibilityConfiguration" label="Volume" hint="Sets the alarm volume"/>
                                </slider>
                                <textField opaque="NO" contentMode="scaleToFill" placeholder="Password" id="tf1">
                                    <rect key="frame" x="20" y="500" width="200" height="34"/>
                                    <textInputTraits key="textInputTraits" secureTextEntry="YES"/>
                                </textField>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" enabled="NO" id="bt1">
                                    <rect key="frame" x="20" y="560" width="200" height="44"/>
                                    <state key="normal" title="Save"/>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Settings" id="nav1">
                            <barButtonItem key="rightBarButtonItem" systemItem="done" id="done1"/>
                            <barButtonItem key="leftBarButtonItem" image="ic_back" id="back1"/>
                        </navigationItem>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <tableViewController id="tvc1" customClass="OrdersViewController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tv1">
                            <prototypes>
                                <tableViewCell reuseIdentifier="OrderCell" id="cell1">
                                    <tableViewCellContentView key="contentView" id="cv1">
                                        <subviews>
                                            <label opaque="NO" text="Latte" id="cl1"/>
                                            <label opaque="NO" text="4,500" id="cl2"/>
                                        </subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  /// Frames give the order (a switch drawn right of its label is read after it), the title and
  /// bar items come first, hidden and non-element views are skipped, segments, sliders, secure
  /// fields and disabled buttons say their roles, and the `.strings` tables give each language.
  @Test func storyboardScenesAreReadByFrameWithTheirBars() {
    let folder = TemporaryFolder()
    folder.write("Base.lproj/Main.storyboard", Self.storyboard)
    folder.write("ko.lproj/Main.strings", "\"nav1.title\" = \"설정\";\n\"lb1.text\" = \"알림\";\n\"bt1.normalTitle\" = \"저장\";\n")
    folder.write("Orders.swift", "import UIKit\nfinal class OrdersViewController: UITableViewController {\n  override func viewDidLoad() { super.viewDidLoad(); title = \"Orders\" }\n}\n")
    let english = run([folder.path, "--view", "Settings"], in: folder.path)
    #expect(english.exitCode == ExitCode.success)
    #expect(english.standardOutput.contains("(order: by the frames Interface Builder gives"))
    #expect(Self.spoken(english.standardOutput) == [
      "1. Settings, Heading", "2. ic_back, Button", "3. Done, Button", "4. Settings, Heading", "5. Notifications",
      "6. On, Switch button", "7. Light, Button", "8. Dark, Button, Selected",
      "9. Volume, 25%, Adjustable … Sets the alarm volume", "10. Password, Secure text field", "11. Save, Button, Dimmed",
    ])
    #expect(english.standardOutput.contains("⚠ a control with no name"))
    let korean = Self.spoken(run([folder.path, "--view", "Settings", "--language", "ko"], in: folder.path).standardOutput)
    #expect(korean.first == "1. 설정, 머리말")
    #expect(korean.contains("5. 알림"))
    #expect(korean.contains("11. 저장, 버튼, 흐리게 표시됨"))
    // No frames: document order, said so; the controller's code gives the title; a prototype cell is shown once.
    let orders = run([folder.path, "--view", "OrdersViewController"], in: folder.path).standardOutput
    #expect(orders.contains("(order: document order (the file gives no frames)"))
    #expect(Self.spoken(orders) == ["1. Orders, Heading", "2. Latte, 4,500"])
    #expect(orders.contains("repeated for each item of prototype cell “OrderCell”"))
    #expect(orders.contains("[Orders.swift:3]"))
  }

  static let codeScreen = """
    import UIKit
    
    final class AvatarBadge: UIView {
      private let initials = UILabel()
      override init(frame: CGRect) {
        super.init(frame: frame)
        initials.text = "JK"
        addSubview(initials)
      }
    }
    
    final class ProfileViewController: UIViewController {
      private let nameLabel = UILabel()
      private let badge = AvatarBadge()
      private let editButton = UIButton(type: .system)
      private let debugLabel = UILabel()
      private let decoration = UIImageView(image: UIImage(named: "wave_divider"))
      private let notifications = UISwitch()
      private let chart = SalesChartView()
    
      override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("profile.title", comment: "")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
        nameLabel.text = user.name
        nameLabel.accessibilityTraits = .header
        editButton.setImage(UIImage(systemName: "pencil"), for: .normal)
        editButton.accessibilityHint = "Edits your profile"
        debugLabel.text = "build 42"
        debugLabel.isHidden = true
        notifications.isOn = true
        notifications.accessibilityLabel = "Notifications"
        let row = UIStackView(arrangedSubviews: [nameLabel, editButton])
        view.addSubview(badge)
        view.addSubview(row)
        view.addSubview(debugLabel)
        view.addSubview(decoration)
        view.addSubview(notifications)
        view.addSubview(chart)
        view.addSubview(makeFooter())
      }
    }
    
    final class OrderSummaryView: UIView {
      private let total = UILabel()
      private let pay = UIButton()
      init() {
        super.init(frame: .zero)
        total.text = "Total"
        pay.setTitle("Pay", for: .normal)
        pay.isEnabled = false
        addSubview(total)
        addSubview(pay)
        accessibilityElements = [pay, total]
      }
    }
    """

  /// Views made in Swift are read in the order they are added; `accessibilityElements` reorders;
  /// hidden views and image views that are no elements are skipped; a custom view class is read in
  /// place; what can't be followed is shown as its expression.
  @Test func uikitScreensBuiltInCodeAreReadInTheOrderViewsAreAdded() {
    let folder = TemporaryFolder()
    folder.write("ProfileViewController.swift", Self.codeScreen)
    let all = run([folder.path], in: folder.path).standardOutput
    let headers = all.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map { String($0.split(separator: " ")[0]) }
    #expect(headers == ["AvatarBadge", "ProfileViewController", "OrderSummaryView"])
    let profile = run([folder.path, "--view", "ProfileViewController"], in: folder.path).standardOutput
    #expect(Self.spoken(profile) == [
      "1. profile.title, Heading", "2. Add, Button", "3. JK", "4. ‹user.name›, Heading",
      "5. Edit, Button … Edits your profile", "6. Notifications, On, Switch button", "7. ‹chart›", "8. ‹makeFooter()›",
    ])
    #expect(profile.components(separatedBy: "⚠ not followed").count == 3)
    let korean = Self.spoken(run([folder.path, "--view", "ProfileViewController", "--language", "ko"], in: folder.path).standardOutput)
    #expect(korean.contains("6. Notifications, 켬, 스위치 버튼"))
    let summary = run([folder.path, "--view", "OrderSummaryView"], in: folder.path).standardOutput
    #expect(Self.spoken(summary) == ["1. Pay, Button, Dimmed", "2. Total"])
  }

  /// Broken or foreign Interface Builder files are skipped with a one-line warning naming file:line.
  @Test func brokenInterfaceFilesAreSkippedWithAWarning() {
    let folder = TemporaryFolder()
    folder.write("Broken.storyboard", "<?xml version=\"1.0\"?>\n<document><scenes><scene sceneID=\"a\">\n<objects><viewController id=\"x\"")
    folder.write("Bin.xib", data: Data([0xFF, 0xFE, 0x00, 0x62]))
    folder.write("NotIB.xib", "<?xml version=\"1.0\"?><plist/>")
    folder.write("Good.xib", InterfaceBuilderTestDocument.cell)
    let result = run([folder.path], in: folder.path)
    #expect(result.exitCode == ExitCode.success)
    #expect(result.standardError.contains("skipped Broken.storyboard:3"))
    #expect(result.standardError.contains("skipped Bin.xib:1"))
    #expect(result.standardError.contains("skipped NotIB.xib:1: not an Interface Builder document"))
    #expect(Self.spoken(result.standardOutput) == ["1. Latte, 4,500"])
  }

  @Test func screensAreChosenByClassOrStoryboardIdentifierAndListedWhenUnknown() throws {
    let byClass = run(["Examples/BeanBar/After", "--view", "RewardsViewController", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(byClass.standardOutput.utf8)) as? [String: Any])
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.count == 1)
    #expect((views[0]["notes"] as? [String])?.first?.hasPrefix("order: by the frames") == true)
    let title = try #require((views[0]["elements"] as? [[String: Any]])?.first)
    #expect(title["spoken"] as? String == "Rewards, Heading")
    #expect((title["labelParts"] as? [[String: Any]])?.first?["key"] as? String == "Nvi-Rw-a01.title")
    let markdown = run(["Examples/BeanBar/After", "--view", "MenuItemCell", "--format", "markdown"]).standardOutput
    #expect(markdown.contains("| 1 | ‹item.name›, 즐겨찾기, ‹item.price›원 | line 12 |"))
    let unknown = run(["Examples/BeanBar/After", "--view", "NoSuchScreen"])
    #expect(unknown.exitCode == ExitCode.invalidInput)
    #expect(unknown.standardError.contains("RewardsViewController"))
    #expect(unknown.standardError.contains("StoreDetailViewController"))
  }
}

/// A small xib: one table cell with two labels.
enum InterfaceBuilderTestDocument {
  static let cell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
      <objects>
        <tableViewCell reuseIdentifier="OrderCell" id="cell1">
          <tableViewCellContentView key="contentView" id="cv1">
            <subviews>
              <label opaque="NO" text="Latte" id="cl1"/>
              <label opaque="NO" text="4,500" id="cl2"/>
            </subviews>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """
}
