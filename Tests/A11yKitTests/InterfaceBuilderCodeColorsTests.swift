import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// Interface Builder colours, titles and labels that the app's code replaces from other files than
/// the object's own class (issue 7, habitica round 4): a base cell class, a data source that
/// dequeues the cell, a base view controller.
struct InterfaceBuilderCodeColorsTests {
  static let taskCell = InterfaceBuilderLintTests.xib("""
        <tableViewCell reuseIdentifier="ToDoCell" id="Cel-l0-001" customClass="ToDoCell">
          <tableViewCellContentView key="contentView" id="Con-t0-001">
            <subviews>
              <label text="Buy milk" numberOfLines="0" id="Lab-l0-001">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </label>
              <label text="Due today" numberOfLines="0" id="Lab-l0-002">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" white="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </tableViewCellContentView>
          <connections>
            <outlet property="titleLabel" destination="Lab-l0-001" id="Out-l0-001"/>
            <outlet property="dueLabel" destination="Lab-l0-002" id="Out-l0-002"/>
          </connections>
        </tableViewCell>
    """)

  static func contrastLines(_ output: String) -> [Int] {
    InterfaceBuilderLintTests.json(output).filter { $0["rule"] as? String == "color-text-contrast" }.compactMap { $0["line"] as? Int }.sorted()
  }

  /// AmongChat's code keys: a dark xib container, each button given a light background image by
  /// code before the view shows; the title is read against that image, not the container.
  @Test func aButtonCodeGivesABackgroundImageIsNotJudgedAgainstTheContainer() {
    let keys = InterfaceBuilderLintTests.xib("""
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="InputCodeView">
            <connections><outlet property="oneButton" destination="Btn-l0-001" id="Out-l0-001"/></connections>
          </placeholder>
          <view contentMode="scaleToFill" id="Con-t0-001">
            <subviews>
              <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="Btn-l0-001">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                <state key="normal" title="1"><color key="titleColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></state>
              </button>
            </subviews>
            <color key="backgroundColor" white="0.13" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </view>
      """)
    let folder = TemporaryFolder()
    folder.write("InputCodeView.xib", keys)
    folder.write("InputCodeView.swift", "final class InputCodeView: UIView {\n  @IBOutlet weak var oneButton: UIButton!\n}\n")
    let line = InterfaceBuilderLintTests.position(of: "<button opaque=\"NO\"", in: keys).line
    #expect(Self.contrastLines(folder.run("lint", "--format", "json", "--only", "color-text-contrast").standardOutput) == [line])
    folder.write("InputCodeView.swift", "final class InputCodeView: UIView {\n  @IBOutlet weak var oneButton: UIButton!\n  override func awakeFromNib() { oneButton.setBackgroundImage(UIImage.image(color: .lightGray), for: .normal) }\n}\n")
    #expect(Self.contrastLines(folder.run("lint", "--format", "json", "--only", "color-text-contrast").standardOutput).isEmpty)
  }

  @Test func anOutletRecoloredInTheBaseClassInAnotherFileIsNotJudgedByItsFileColor() {
    let folder = TemporaryFolder()
    folder.write("ToDoCell.xib", Self.taskCell)
    folder.write("TaskCell.swift", """
      class TaskCell: UITableViewCell {
        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet weak var dueLabel: UILabel!
        func applyTheme(_ theme: Theme) { titleLabel.textColor = theme.primaryTextColor }
      }
      """)
    folder.write("ToDoCell.swift", "final class ToDoCell: TaskCell {}\n")
    let result = folder.run("lint", "--format", "json", "--only", "color-text-contrast")
    // The title is recolored by the base class; the due label keeps its pale grey and is reported.
    let due = InterfaceBuilderLintTests.position(of: "<label text=\"Due today\"", in: Self.taskCell).line
    #expect(Self.contrastLines(result.standardOutput) == [due])
  }

  static let shopCell = InterfaceBuilderLintTests.xib("""
        <collectionViewCell reuseIdentifier="EmptyItemCell" id="Cel-l0-001">
          <view key="contentView" id="Con-t0-001">
            <subviews>
              <label tag="1" text="All gear bought" numberOfLines="0" id="Lab-l0-001">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" white="0.65" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </label>
              <label tag="2" text="Come back later" numberOfLines="0" id="Lab-l0-002">
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <color key="textColor" white="0.65" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
              </label>
            </subviews>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </view>
        </collectionViewCell>
    """)

  @Test func aDataSourceThatIsNoViewRecolorsTheTaggedViewOfTheCellItDequeues() {
    let folder = TemporaryFolder()
    folder.write("Shop.xib", Self.shopCell)
    folder.write("ShopDataSource.swift", """
      final class ShopDataSource: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
          let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "EmptyItemCell", for: indexPath)
          (cell.viewWithTag(1) as? UILabel)?.textColor = ThemeService.shared.theme.primaryTextColor
          (cell.viewWithTag(2) as? UILabel)?.text = "Come back later"
          return cell
        }
      }
      """)
    let result = folder.run("lint", "--format", "json", "--only", "color-text-contrast")
    // Tag 1 is recolored; tag 2 only gets its text and keeps the grey.
    let second = InterfaceBuilderLintTests.position(of: "<label tag=\"2\"", in: Self.shopCell).line
    #expect(Self.contrastLines(result.standardOutput) == [second])
  }

  @Test func aGenericIdentifierDequeuedInSeveralFilesTiesTheTagToTheScenesOwnCodeOnly() {
    let folder = TemporaryFolder()
    folder.write("Shop.xib", Self.shopCell.replacingOccurrences(of: "EmptyItemCell", with: "Cell"))
    for name in ["GemsDataSource", "GiftsDataSource"] {
      folder.write("\(name).swift", """
        final class \(name): NSObject, UICollectionViewDataSource {
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            (cell.viewWithTag(1) as? UILabel)?.textColor = .purple
            return cell
          }
        }
        """)
    }
    let result = folder.run("lint", "--format", "json", "--only", "color-text-contrast")
    // "Cell" names other cells in those files: both grey labels stay reported.
    #expect(Self.contrastLines(result.standardOutput).count == 2)
  }

  @Test func aTitleHelperInTheBaseControllerTitlesTheScene() {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
          <scene sceneID="Sce-ne-001">
            <objects>
              <tableViewController storyboardIdentifier="Habits" id="Hab-it-001" customClass="HabitsViewController" sceneMemberID="viewController">
                <tableView key="view" id="Tab-le-001"/>
                <navigationItem key="navigationItem" id="Nav-it-001">
                  <barButtonItem key="rightBarButtonItem" image="add_icon" id="Add-it-001"/>
                </navigationItem>
              </tableViewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    let folder = TemporaryFolder()
    folder.write("Main.storyboard", storyboard)
    folder.write("TasksViewController.swift", """
      class TasksViewController: UITableViewController {
        func configureTitle(_ title: String) { navigationItem.title = title }
        override func viewDidLoad() {
          super.viewDidLoad()
          navigationItem.rightBarButtonItem?.accessibilityLabel = "Add task"
        }
      }
      """)
    folder.write("HabitsViewController.swift", """
      final class HabitsViewController: TasksViewController {
        override func viewDidLoad() { super.viewDidLoad(); configureTitle("Habits") }
      }
      """)
    let result = folder.run("lint", "--format", "json", "--only", "ib-scene-title,uikit-button-name")
    #expect(InterfaceBuilderLintTests.json(result.standardOutput).isEmpty)
    // Without the base class's code both are reported (in an app whose code makes a navigation controller).
    let bare = TemporaryFolder()
    bare.write("Main.storyboard", storyboard)
    bare.write("HabitsViewController.swift", "final class HabitsViewController: UITableViewController {}\n")
    bare.write("AppNavigationController.swift", "final class AppNavigationController: UINavigationController {}\n")
    let rules = InterfaceBuilderLintTests.json(bare.run("lint", "--format", "json", "--only", "ib-scene-title,uikit-button-name").standardOutput)
      .compactMap { $0["rule"] as? String }.sorted()
    #expect(rules == ["ib-scene-title", "uikit-button-name"])
    // An app with no navigation controller in any storyboard or code (Bittr): no scene shows a
    // navigation bar, so none lacks a title there.
    try? FileManager.default.removeItem(atPath: bare.path + "/AppNavigationController.swift")
    let noBars = InterfaceBuilderLintTests.json(bare.run("lint", "--format", "json", "--only", "ib-scene-title,uikit-button-name").standardOutput)
      .compactMap { $0["rule"] as? String }
    #expect(noBars == ["uikit-button-name"])
  }

  /// Every navigation controller of the storyboards hides its bar and no code makes another or
  /// shows a bar again (a fitness app whose screens draw their own headers): a screen code pushes
  /// has no bar to title. One line of code that shows the bar brings the finding back.
  @Test func noSceneNeedsABarTitleWhenEveryNavigationBarIsHidden() {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Nav-co-001">
        <scenes>
          <scene sceneID="Sce-ne-001">
            <objects>
              <navigationController NAVIGATION id="Nav-co-001" sceneMemberID="viewController">
                <connections><segue destination="Sig-in-001" kind="relationship" relationship="rootViewController" id="Seg-ue-001"/></connections>
              </navigationController>
            </objects>
          </scene>
          <scene sceneID="Sce-ne-002">
            <objects>
              <viewController id="Sig-in-001" customClass="SignInViewController" sceneMemberID="viewController">
                <view key="view" id="Vie-w0-001"/>
                <navigationItem key="navigationItem" id="Nav-it-001"/>
              </viewController>
            </objects>
          </scene>
          <scene sceneID="Sce-ne-003">
            <objects>
              <viewController storyboardIdentifier="ChangePasswordViewController" id="Cha-ng-001" customClass="ChangePasswordViewController" sceneMemberID="viewController">
                <view key="view" id="Vie-w0-002"/>
                <navigationItem key="navigationItem" id="Nav-it-002"/>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    func findings(settings: String, navigation: String = "navigationBarHidden=\"YES\"", files: [String: String] = [:]) -> [String] {
      let folder = TemporaryFolder()
      folder.write("Main.storyboard", storyboard.replacingOccurrences(of: "NAVIGATION", with: navigation))
      for (name, text) in files { folder.write(name, text) }
      folder.write("SignInViewController.swift", """
        final class SignInViewController: UIViewController {
          func changePassword() {
            let next = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "ChangePasswordViewController")
            navigationController?.pushViewController(next, animated: true)
          }
        }
        """)
      folder.write("ChangePasswordViewController.swift", "final class ChangePasswordViewController: UIViewController {\n  \(settings)\n}\n")
      return InterfaceBuilderLintTests.json(folder.run("lint", "--format", "json", "--only", "ib-scene-title").standardOutput)
        .compactMap { $0["rule"] as? String }
    }
    #expect(findings(settings: "").isEmpty)
    #expect(findings(settings: "override func viewWillAppear(_ animated: Bool) { navigationController?.setNavigationBarHidden(false, animated: true) }") == ["ib-scene-title"])
    // Visibility set from a value, or a subclass of the navigation controller made in code: a bar may show.
    #expect(findings(settings: "func showBar(_ visible: Bool) { navigationController?.setNavigationBarHidden(!visible, animated: true) }") == ["ib-scene-title"])
    #expect(findings(settings: "func open() { present(MainNavigationController(rootViewController: SignInViewController()), animated: true) }") == ["ib-scene-title"])
    // The app's navigation controller class hides its bar as it loads (OmnieCommerce's
    // `BaseNavigationController`): the storyboard needn't say so, and code may make more of it.
    let base = "BaseNavigationController.swift"
    let hiding = "class BaseNavigationController: UINavigationController {\n  override func viewDidLoad() { super.viewDidLoad(); self.isNavigationBarHidden = true }\n}\n"
    let classed = "customClass=\"BaseNavigationController\""
    #expect(findings(settings: "", navigation: classed, files: [base: hiding]).isEmpty)
    #expect(findings(settings: "func open() { present(BaseNavigationController(rootViewController: SignInViewController()), animated: true) }",
                     navigation: classed, files: [base: hiding]).isEmpty)
    #expect(findings(settings: "", navigation: classed, files: [base: "class BaseNavigationController: UINavigationController {}\n"]) == ["ib-scene-title"])
    #expect(findings(settings: "", navigation: "", files: [base: hiding]) == ["ib-scene-title"])
    // Objective-C beside it: a vendored carousel shows no bar; code that handles navigation may.
    #expect(findings(settings: "", files: ["iCarousel.m": "@implementation iCarousel\n- (void)reloadData {}\n@end\n"]).isEmpty)
    #expect(findings(settings: "", files: ["Router.m": "@implementation Router\n- (void)show { [self.navigationController setNavigationBarHidden:NO animated:YES]; }\n@end\n"]) == ["ib-scene-title"])
  }
}

extension InterfaceBuilderCodeColorsTests {
  static let messageCell = InterfaceBuilderLintTests.xib("""
        <collectionViewCell reuseIdentifier="MessageCell" id="Cel-m0-001" customClass="MessageCell">
          <view key="contentView" id="Con-m0-001">
            <subviews>
              <button opaque="NO" contentMode="scaleToFill" id="But-m0-001">
                <state key="normal" image="Check"/>
              </button>
            </subviews>
          </view>
        </collectionViewCell>
    """)

  /// Rocket.Chat's shape: a `+Accessibility` file makes the message cell one element, so VoiceOver
  /// never reaches the read-receipt button inside it.
  @Test func aButtonInACellThatAnotherFileMakesOneElementIsNotReached() {
    let folder = TemporaryFolder()
    folder.write("MessageCell.xib", Self.messageCell)
    folder.write("MessageCell.swift", "final class MessageCell: UICollectionViewCell {}\n")
    let before = folder.run("lint", "--format", "json", "--only", "uikit-button-name")
    #expect(InterfaceBuilderLintTests.json(before.standardOutput).count == 1)
    folder.write("MessageCell+Accessibility.swift", """
      extension MessageCell {
        override func awakeFromNib() { super.awakeFromNib(); isAccessibilityElement = true }
      }
      """)
    let after = folder.run("lint", "--format", "json", "--only", "uikit-button-name")
    #expect(InterfaceBuilderLintTests.json(after.standardOutput).isEmpty)
  }
}

extension InterfaceBuilderCodeColorsTests {
  /// Rocket.Chat's theme engine: `extension UILabel { func applyTheme() { textColor = ... } }`
  /// recolors every label, so the storyboard's grey is not what ships.
  @Test func anAppWideLabelThemeReplacesStoryboardTextColors() {
    let folder = TemporaryFolder()
    folder.write("ToDoCell.xib", Self.taskCell)
    folder.write("ToDoCell.swift", "final class ToDoCell: UITableViewCell {}\n")
    let before = folder.run("lint", "--format", "json", "--only", "color-text-contrast")
    #expect(Self.contrastLines(before.standardOutput).count == 2)
    folder.write("Theme.swift", """
      extension UILabel {
        func applyTheme() { textColor = ThemeManager.theme.titleText }
      }
      """)
    let after = folder.run("lint", "--format", "json", "--only", "color-text-contrast")
    #expect(Self.contrastLines(after.standardOutput).isEmpty)
  }
}

/// A text field's placeholder that its code replaces is not quoted from the file (Waves Wallet's
/// payment-ID field, whose xib placeholder "Node address..." code replaces with a localized one).
struct InterfaceBuilderCodePlaceholderTests {
  static let paymentView = InterfaceBuilderLintTests.xib("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PaymentIdView">
          <connections><outlet property="paymentIdField" destination="Tf-00-001" id="Out-00-001"/></connections>
        </placeholder>
        <view contentMode="scaleToFill" id="Vie-00-001">
          <subviews>
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Node address..." id="Tf-00-001"/>
          </subviews>
        </view>
    """)

  func message(owner: String) -> String? {
    let folder = TemporaryFolder()
    folder.write("PaymentIdView.xib", Self.paymentView)
    folder.write("PaymentIdView.swift", owner)
    let result = folder.run("lint", "--format", "json", "--only", "uikit-text-input-label")
    return InterfaceBuilderLintTests.json(result.standardOutput).first?["message"] as? String
  }

  @Test func aPlaceholderCodeReplacesIsNotQuoted() {
    let replaced = message(owner: """
      final class PaymentIdView: UIView {
        @IBOutlet weak var paymentIdField: UITextField!
        override func awakeFromNib() { super.awakeFromNib(); paymentIdField.placeholder = Localizable.paymentIdPlaceholder }
      }
      """)
    #expect(replaced?.contains("only a placeholder its code sets") == true)
    #expect(replaced?.contains("Node address") == false)
    let kept = message(owner: "final class PaymentIdView: UIView {\n  @IBOutlet weak var paymentIdField: UITextField!\n}\n")
    #expect(kept?.contains("'Node address...'") == true)
  }
}
