import A11yCore
import Foundation
import A11ySwiftSource

/// Storyboard scenes in a navigation stack with no title: VoiceOver announces nothing when the
/// screen appears and the back button of the next screen says only "Back".
public struct IBSceneTitleRule: InterfaceBuilderRule {
  public init() {}

  public static let descriptor = RuleDescriptor(
    id: "ib-scene-title",
    title: LocalizedText(en: "Scenes in a navigation stack need a title", ko: "내비게이션 스택의 화면에는 제목이 있어야 합니다"),
    rationale: LocalizedText(
      en: """
        When a screen is pushed, VoiceOver reads its navigation title first: that is how a blind user learns where \
        they are, and the next screen's back button repeats it. A scene with an empty navigation item says nothing, \
        and the back button says only "Back". Give the scene's Navigation Item a Title, or set `title` in the view \
        controller's code (a class whose code sets a title is not reported). Only scenes something is seen to put in a \
        stack are reported: a navigation controller's root, what the code pushes or makes a root, what those show, a \
        scene with bar button items. Storyboards only: SwiftUI and code-built screens are judged by other rules.
        """,
      ko: """
        화면이 push되면 VoiceOver는 내비게이션 제목부터 읽습니다. 시각장애인은 이 제목으로 자신이 어디에 있는지 알고, 다음 화면의 \
        뒤로 버튼도 이 제목을 되풀이합니다. 내비게이션 항목이 비어 있으면 아무것도 알려 주지 않고 뒤로 버튼은 "뒤로"라고만 \
        읽습니다. 장면의 Navigation Item에 Title을 주거나 뷰 컨트롤러 코드에서 `title`을 지정하세요(코드에서 제목을 지정하는 \
        클래스는 보고하지 않습니다). 스택에 들어가는 것이 보이는 장면만 보고합니다: 내비게이션 컨트롤러의 루트, 코드가 push하거나 루트로 \
        만드는 장면, 그 장면들이 보여 주는 장면, 바 버튼 항목이 있는 장면. 스토리보드에만 적용됩니다.
        """),
    defaultSeverity: .warning,
    checkpoints: [.assistiveTechnology, .predictability], wcag: ["2.4.2"],
    hig: "Navigation bars › Best practices",
    examples: RuleExamples(
      // This rule reads storyboards only; its Swift examples are the code that clears a scene.
      triggering: [],
      nonTriggering: [
        "final class OrdersViewController: UIViewController { override func viewDidLoad() { title = \"주문 내역\" } }",
      ]))

  public static let examples = InterfaceBuilderExamples(
    triggering: [
      // A bar button item on its navigation item: drawn for a bar that shows.
      """
      ↓<viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1">
          <barButtonItem key="rightBarButtonItem" title=" " id="bb-1"/>
        </navigationItem>
      </viewController>
      """,
      // The neighbour of the events screen: its bar's left item is an icon, no name.
      eventsScreen(leftItem: "UIBarButtonItem(image: UIImage(named: \"menu\"), style: .plain, target: nil, action: nil)"),
      // The neighbour of the split view's detail: the list's own bar shows, and collapsed the
      // detail is pushed under it.
      """
      <navigationController id="nc-0" sceneMemberID="viewController">
        <connections><segue destination="menu-1" kind="relationship" relationship="rootViewController" id="s-00"/></connections>
      </navigationController>
      <viewController id="menu-1" title="내 식물" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-0"/>
        <navigationItem key="navigationItem" title="내 식물" id="nav-0"/>
        <connections><segue destination="vc-1" kind="showDetail" id="s-0"/></connections>
      </viewController>
      <navigationController navigationBarHidden="YES" id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      ↓<viewController id="vc-1" userLabel="식물 상세" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1"/>
      </viewController>
      """,
      // The neighbour: the caller pushes it untitled.
      InterfaceBuilderExample("""
        ↓<viewController storyboardIdentifier="ColorPicker" id="vc-1" customClass="ColorPickerViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: "final class ColorPickerViewController: UIViewController {}\nfinal class SitemapViewController: UIViewController {\n  func pick() {\n    let picker = storyboard?.instantiateViewController(withIdentifier: \"ColorPicker\") as? ColorPickerViewController\n    navigationController?.pushViewController(picker!, animated: true)\n  }\n}"),
      // The neighbour of the start screen that hides the bar: this one hides it only when a button asks.
      InterfaceBuilderExample("""
        ↓<viewController id="vc-1" customClass="TorStartViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: "final class TorStartViewController: UIViewController {\n  @IBAction func focus() { navigationController?.setNavigationBarHidden(true, animated: true) }\n  @IBAction func settings() { navigationController?.pushViewController(TorSettingsViewController(), animated: true) }\n}"),
      // A flow that loops back, entered also from a stack whose bar shows.
      """
      <navigationController id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" title="Lots" id="nav-1"/>
        <connections><segue destination="vc-2" kind="show" id="s-2"/></connections>
      </viewController>
      ↓<viewController id="vc-2" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-2"/>
        <navigationItem key="navigationItem" id="nav-2"/>
        <connections><segue destination="vc-3" kind="show" id="s-3"/></connections>
      </viewController>
      ↓<viewController id="vc-3" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-3"/>
        <navigationItem key="navigationItem" id="nav-3"/>
        <connections><segue destination="vc-2" kind="show" id="s-4"/></connections>
      </viewController>
      """,
      // The neighbour of a map's detail sheet: code pushes it.
      detailSheet(shownBy: "navigationController?.pushViewController(sheet, animated: true)"),
      // The neighbour of Towy's account screen: the navigation controller shows its bar.
      """
      <tabBarController id="tb-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="viewControllers" id="s-1"/></connections>
      </tabBarController>
      <navigationController id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-2"/></connections>
      </navigationController>
      ↓<viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1"/>
      </viewController>
      """,
      // Pushed by a `show` segue from the root of a navigation controller.
      """
      <navigationController id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" title="주문" id="nav-1"/>
        <connections><segue destination="vc-2" kind="show" id="s-2"/></connections>
      </viewController>
      ↓<viewController id="vc-2" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-2"/>
        <navigationItem key="navigationItem" id="nav-2"/>
      </viewController>
      """,
      // The pushed scene's own code shows the bar the navigation controller hid.
      InterfaceBuilderExample("""
        <navigationController navigationBarHidden="YES" id="nc-1" sceneMemberID="viewController">
          <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
        </navigationController>
        <viewController id="vc-1" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" title="Home" id="nav-1"/>
          <connections><segue destination="vc-2" kind="show" id="s-2"/></connections>
        </viewController>
        ↓<viewController id="vc-2" customClass="DetailViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-2"/>
          <navigationItem key="navigationItem" id="nav-2"/>
        </viewController>
        """, swift: """
        final class DetailViewController: UIViewController {
          override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); navigationController?.setNavigationBarHidden(false, animated: true) }
        }
        """),
      // The neighbour of the upload flow: its navigation controller shows the bar.
      uploadFlow(barHidden: false),
    ],
    nonTriggering: [
      // The neighbour of the bar button item: only the back item, the next screen's back button,
      // which the app blanks on every scene (Conicoin's modal transaction details).
      """
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1">
          <barButtonItem key="backBarButtonItem" title=" " id="bb-1"/>
        </navigationItem>
      </viewController>
      """,
      // Nothing shows it in a stack: no segue reaches it and no code pushes it (it may be
      // presented, embedded or unused; a scene with no bar to title is no finding).
      """
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1"/>
      </viewController>
      """,
      // A map's detail sheet, presented by code (Seoul Mate): no navigation bar shows its title.
      detailSheet(shownBy: "present(sheet, animated: true)"),
      // A label reading the screen's name put in the bar as its left item (an events app's list).
      eventsScreen(leftItem: "UIBarButtonItem(customView: title)"),
      // An upload flow's file whose only navigation controller hides its bar; its screens are pushed by code (COVIDSafe).
      uploadFlow(barHidden: true),
      // A setup helper run as it loads hides the bar (Yona's VPN instructions).
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="VPNInstructionsViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: "final class VPNInstructionsViewController: UIViewController {\n  override func viewDidLoad() { super.viewDidLoad(); setupUI() }\n  func setupUI() { navigationController?.setNavigationBarHidden(true, animated: true) }\n  @IBAction func next() { navigationController?.pushViewController(VPNProfileViewController(), animated: true) }\n}"),
      // The screen hides the navigation bar as it appears and titles itself with a label (Save's Tor start screen).
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="TorStartViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: "final class TorStartViewController: UIViewController {\n  override func viewWillAppear(_ animated: Bool) {\n    super.viewWillAppear(animated)\n    navigationController?.setNavigationBarHidden(true, animated: true)\n  }\n  override func viewWillDisappear(_ animated: Bool) {\n    super.viewWillDisappear(animated)\n    navigationController?.setNavigationBarHidden(false, animated: true)\n  }\n  @IBAction func settings() { navigationController?.pushViewController(TorSettingsViewController(), animated: true) }\n}"),
      // A bottom sheet whose base class presents itself (AdGuard's BottomAlertController sets
      // `modalPresentationStyle = .custom` and its transitioning delegate).
      InterfaceBuilderExample("""
        <viewController storyboardIdentifier="BlockRequestController" id="vc-1" customClass="BlockRequestController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: """
        class BottomAlertController: UIViewController {
          required init?(coder: NSCoder) {
            super.init(coder: coder)
            modalPresentationStyle = .custom
            transitioningDelegate = self
          }
        }
        final class BlockRequestController: BottomAlertController {}
        """),
      // Embedded in a container view of a titled screen pushed onto the stack (Habitica's party
      // invite pages): part of that screen, not a screen of its own.
      """
      <navigationController id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1">
          <subviews><containerView opaque="NO" contentMode="scaleToFill" id="cv-1">
            <connections><segue destination="vc-2" kind="embed" id="s-2"/></connections>
          </containerView></subviews>
        </view>
        <navigationItem key="navigationItem" title="Find Members" id="nav-1"/>
      </viewController>
      <viewController id="vc-2" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-2"/>
        <navigationItem key="navigationItem" id="nav-2"/>
      </viewController>
      """,
      // The caller titles the screen it instantiates before pushing it (openHAB's color picker).
      InterfaceBuilderExample("""
        <viewController storyboardIdentifier="ColorPicker" id="vc-1" customClass="ColorPickerViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: "final class ColorPickerViewController: UIViewController {}\nfinal class SitemapViewController: UIViewController {\n  func pick() {\n    let picker = storyboard?.instantiateViewController(withIdentifier: \"ColorPicker\") as? ColorPickerViewController\n    picker?.title = widget.label\n    navigationController?.pushViewController(picker!, animated: true)\n  }\n}"),
      // The storyboard's entry scene is the window's root, never pushed.
      """
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc-1">
      <scenes><scene sceneID="sc-1"><objects>
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1"/>
      </viewController>
      </objects></scene></scenes>
      </document>
      """,
      // A base class's helper titles the screen (`configureTitle(_:)` sets `navigationItem.title`).
      InterfaceBuilderExample("""
        <tableViewController id="vc-1" customClass="HabitsViewController" sceneMemberID="viewController">
          <tableView key="view" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </tableViewController>
        """, swift: """
        class TasksViewController: UITableViewController {
          func configureTitle(_ title: String) { navigationItem.title = title }
        }
        final class HabitsViewController: TasksViewController {
          override func viewDidLoad() { super.viewDidLoad(); configureTitle("습관") }
        }
        """),
      // A protocol's extension titles the screen that calls it (SwipeIt's `bindTitle(viewModel)`).
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="LoginViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: """
        protocol TitledViewModelViewController { func bindTitle(_ viewModel: TitledViewModel) }
        extension TitledViewModelViewController where Self: UIViewController {
          func bindTitle(_ viewModel: TitledViewModel) { viewModel.title.bindNext { [weak self] title in self?.title = title }.addDisposableTo(rx_disposeBag) }
        }
        final class LoginViewController: UIViewController, TitledViewModelViewController {
          override func viewDidLoad() { super.viewDidLoad(); bindTitle(viewModel) }
        }
        """),
      // RxSwift 2's binding to the controller's title (SwipeIt's subreddit screen).
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="LinkSwipeViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: "final class LinkSwipeViewController: UIViewController {\n  override func viewDidLoad() { super.viewDidLoad(); viewModel.title.bindTo(rx_title).addDisposableTo(rx_disposeBag) }\n}"),
      // A `show` segue from a tab that is in no navigation controller presents modally: no bar to title.
      """
      <tabBarController id="tb-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="viewControllers" id="s-1"/></connections>
      </tabBarController>
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <connections><segue destination="vc-2" kind="show" id="s-2"/></connections>
      </viewController>
      <viewController id="vc-2" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-2"/>
        <navigationItem key="navigationItem" id="nav-2"/>
      </viewController>
      """,
      """
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" title="주문 내역" id="nav-1"/>
      </viewController>
      """,
      // The root of a hidden-bar stack that a split view also shows as the detail of a list whose
      // own bar is hidden (Agrove's plant list): collapsed, it is pushed under a hidden bar too.
      """
      <navigationController navigationBarHidden="YES" id="nc-0" sceneMemberID="viewController">
        <connections><segue destination="menu-1" kind="relationship" relationship="rootViewController" id="s-00"/></connections>
      </navigationController>
      <viewController id="menu-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-0"/>
        <connections><segue destination="vc-1" kind="showDetail" id="s-0"/></connections>
      </viewController>
      <navigationController navigationBarHidden="YES" id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      <viewController id="vc-1" userLabel="내 식물" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1"/>
      </viewController>
      """,
      // The navigation controller's class hides its bar: the root scene has no bar to title.
      rootOfClassHidingItsBar("Call", hiding: "isNavigationBarHidden = true"),
      // Hidden through the bar itself (`self.navigationBar.isHidden = true`, Apophis's home stack).
      rootOfClassHidingItsBar("Home", hiding: "self.navigationBar.isHidden = true"),
      // The file hides the bar (`navigationBarHidden="YES"`), for the root and what it pushes,
      // through a flow that loops back (bid, confirm, bid again).
      """
      <navigationController navigationBarHidden="YES" id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1"/>
        <connections><segue destination="vc-2" kind="show" id="s-2"/></connections>
      </viewController>
      <viewController id="vc-2" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-2"/>
        <navigationItem key="navigationItem" id="nav-2"/>
        <connections><segue destination="vc-3" kind="show" id="s-3"/></connections>
      </viewController>
      <viewController id="vc-3" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-3"/>
        <navigationItem key="navigationItem" id="nav-3"/>
        <connections><segue destination="vc-2" kind="show" id="s-4"/></connections>
      </viewController>
      """,
      // Towy's account screen: a tab of the tab bar controller, and the root of a navigation
      // controller that hides its bar: neither way shows it a bar.
      """
      <tabBarController id="tb-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="viewControllers" id="s-1"/></connections>
      </tabBarController>
      <navigationController navigationBarHidden="YES" id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-2"/></connections>
      </navigationController>
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1"/>
      </viewController>
      """,
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="OrdersViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: "final class OrdersViewController: UIViewController { override func viewDidLoad() { title = \"주문 내역\" } }"),
      // The class inherits through a type alias and titles itself when its content arrives (Provenance).
      InterfaceBuilderExample("""
        <viewController id="vc-1" customClass="GameInfoViewController" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="v-1"/>
          <navigationItem key="navigationItem" id="nav-1"/>
        </viewController>
        """, swift: "typealias GameInfoBase = UIViewController\nfinal class GameInfoViewController: GameInfoBase { func updateContent() { title = game?.title } }"),
      """
      <viewController id="vc-1" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
      </viewController>
      """,
    ])

  /// An upload flow's file: its one navigation controller (bar hidden or not) and a consent screen
  /// no segue reaches, pushed by code and titled by a heading label of its own (marked when the bar shows).
  static func uploadFlow(barHidden: Bool) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <navigationController storyboardIdentifier="uploadNavigation"\(barHidden ? " navigationBarHidden=\"YES\"" : "") id="nc-1" customClass="UploadNavigationController" sceneMemberID="viewController"/>
      \(barHidden ? "" : "↓")<viewController storyboardIdentifier="uploadConsent" id="vc-1" customClass="UploadConsentViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1">
          <subviews>
            <label text="업로드 동의" id="l-1">
              <accessibility key="accessibilityConfiguration"><accessibilityTraits key="traits" header="YES"/></accessibility>
            </label>
          </subviews>
        </view>
        <navigationItem key="navigationItem" id="nav-1"/>
      </viewController>
      """, swift: """
      final class UploadNavigationController: UINavigationController {}
      final class UploadIntroViewController: UIViewController {
        func next() { navigationController?.pushViewController(UploadConsentViewController(), animated: true) }
      }
      final class UploadConsentViewController: UIViewController {}
      """)
  }

  /// A scene `vc-N` of `customClass` with an empty navigation item, marked when `marked`.
  static func untitledScene(_ number: Int, customClass: String, identifier: String? = nil, marked: Bool) -> String {
    """
    \(marked ? "↓" : "")<viewController\(identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? "") id="vc-\(number)" customClass="\(customClass)" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="v-\(number)"/>
      <navigationItem key="navigationItem" id="nav-\(number)"/>
    </viewController>
    """
  }

  /// A detail screen no segue reaches, which a map screen's code makes and shows with `shownBy`.
  static func detailSheet(shownBy: String) -> InterfaceBuilderExample {
    InterfaceBuilderExample(
      untitledScene(1, customClass: "DetailSheetViewController", identifier: "DetailSheet", marked: shownBy.contains("push")),
      swift: """
      final class DetailSheetViewController: UIViewController {}
      final class MapViewController: UIViewController {
        func showDetail() {
          let sheet = storyboard?.instantiateViewController(withIdentifier: "DetailSheet") as! DetailSheetViewController
          \(shownBy)
        }
      }
      """)
  }

  /// An events list pushed in a stack, whose code puts `leftItem` in its bar (marked unless it is
  /// a label with the screen's name).
  static func eventsScreen(leftItem: String) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <navigationController id="nc-1" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      <viewController id="vc-1" customClass="HomeViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" title="홈" id="nav-1"/>
        <connections><segue destination="vc-2" kind="show" id="s-2"/></connections>
      </viewController>
      \(untitledScene(2, customClass: "EventViewController", marked: !leftItem.contains("customView")))
      """, swift: """
      final class HomeViewController: UIViewController {}
      final class EventViewController: UIViewController {
        func configNaviBar() {
          let title = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
          title.text = "행사"
          navigationItem.leftBarButtonItems = [\(leftItem)]
        }
      }
      """)
  }

  /// A navigation controller class `<name>NavigationController` whose `viewDidLoad` runs `hiding`,
  /// and the root scene it holds.
  static func rootOfClassHidingItsBar(_ name: String, hiding: String) -> InterfaceBuilderExample {
    InterfaceBuilderExample("""
      <navigationController id="nc-1" customClass="\(name)NavigationController" sceneMemberID="viewController">
        <connections><segue destination="vc-1" kind="relationship" relationship="rootViewController" id="s-1"/></connections>
      </navigationController>
      <viewController id="vc-1" customClass="\(name)ViewController" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="v-1"/>
        <navigationItem key="navigationItem" id="nav-1"/>
      </viewController>
      """, swift: """
      class \(name)NavigationController: UINavigationController {
        override func viewDidLoad() { super.viewDidLoad(); \(hiding) }
      }
      final class \(name)ViewController: UIViewController {}
      """)
  }

  static let controllers: Set<String> = ["viewController", "tableViewController", "collectionViewController"]

  /// Controllers the storyboard or the code puts in a navigation stack: the root of a navigation
  /// controller, a class or identifier code pushes, a class whose code pushes onto its own stack, a
  /// scene with bar button items, and what those show through `show` segues. A scene nothing puts
  /// in a stack (presented by code, embedded, shown from a tab with no navigation controller, or
  /// never shown) has no bar to title that anyone can tell; a `show` segue from such a scene
  /// presents modally.
  static func controllersInNavigationStacks(_ document: IBDocument, facts: IBFacts) -> Set<Int> {
    var shows: [Int: [Int]] = [:]
    var queue: [Int] = []
    for object in document.objects where !object.segues.isEmpty {
      let source = segueSource(of: object, in: document)
      for segue in object.segues {
        guard let destination = document.idIndex[segue.destination] else { continue }
        if segue.kind == "relationship", segue.relationship == "rootViewController", source.element == "navigationController" {
          queue.append(destination)
        }
        if segue.kind == "show" || segue.kind == "push" { shows[source.index, default: []].append(destination) }
      }
    }
    let pushes = facts.project.navigationPushes
    queue += document.objects.filter { controller in
      guard controllers.contains(controller.element) else { return false }
      if controller.customClass.map(pushes.isInAStack) == true { return true }
      if let identifier = controller["storyboardIdentifier"], pushes.pushedIdentifiers.contains(identifier) { return true }
      // The entry scene of a storyboard code loads whole and pushes (`instantiateInitialViewController()`).
      if controller.id == document.initialViewControllerID, pushes.pushedStoryboardEntries.contains(storyboardName(of: document)) { return true }
      // Bar button items on its navigation item: drawn for a navigation bar that shows. (Not the
      // back item, `key="backBarButtonItem"`: the next screen's back button, which an app blanks
      // on every scene, Conicoin's modal transaction details among them.)
      return controller.children.contains { child in
        document.objects[child].element == "navigationItem" && document.descendants(of: document.objects[child]).contains {
          $0.element == "barButtonItem" && $0["key"] != "backBarButtonItem"
        }
      }
    }.map(\.index)
    // Scenes another storyboard's stack reaches through a reference to this one.
    let name = storyboardName(of: document)
    let referenced = facts.project.storyboardEntriesInStacks
    queue += document.objects.filter { controller in
      controllers.contains(controller.element)
        && (referenced.contains("\(name)#\(controller["storyboardIdentifier"] ?? "\u{0}")")
          || controller.id == document.initialViewControllerID && referenced.contains("\(name)#"))
    }.map(\.index)
    var inside: Set<Int> = []
    while let next = queue.popLast() {
      guard inside.insert(next).inserted else { continue }
      queue += shows[next] ?? []
    }
    return inside
  }

  /// The controller a segue of `object` starts from: the object itself or the one around its
  /// button or cell.
  static func segueSource(of object: IBObject, in document: IBDocument) -> IBObject {
    ([object] + document.ancestors(of: object)).first { $0.element.hasSuffix("Controller") } ?? object
  }

  /// The name a storyboard reference gives the document (`Onboarding` for `Onboarding.storyboard`).
  static func storyboardName(of document: IBDocument) -> String {
    ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// The scenes of other storyboards that a storyboard reference puts in a navigation stack: the
  /// root of a navigation controller, or shown by a `show` segue from a scene in a stack there
  /// ("Onboarding#passcode"; "Onboarding#" for the entry scene of a reference without an identifier).
  /// (`project`'s `navigationPushes`: a scene code pushes counts as in a stack there too.)
  public static func referencesPutInStacks(_ documents: [IBDocument], project: ProjectIndex = .empty) -> Set<String> {
    var entries: Set<String> = []
    for document in documents where document.kind == .storyboard {
      var inside: Set<Int>?
      for object in document.objects where !object.segues.isEmpty {
        let source = segueSource(of: object, in: document)
        for segue in object.segues {
          guard let destination = document.idIndex[segue.destination] else { continue }
          let reference = document.objects[destination]
          guard reference.element == "viewControllerPlaceholder", let name = reference["storyboardName"] else { continue }
          let stacked: Bool
          if segue.kind == "relationship" {
            stacked = segue.relationship == "rootViewController" && source.element == "navigationController" && source.flag("navigationBarHidden") != true
          } else if segue.kind == "show" || segue.kind == "push" {
            if inside == nil { inside = controllersInNavigationStacks(document, facts: IBFacts(document: document, project: project)) }
            stacked = inside?.contains(source.index) == true
          } else {
            stacked = false
          }
          if stacked { entries.insert("\(name)#\(reference["referencedIdentifier"] ?? "")") }
        }
      }
    }
    return entries
  }

  /// Controllers shown only under a hidden navigation bar: the root of a navigation controller
  /// whose file (`navigationBarHidden="YES"`) or class code (`isNavigationBarHidden = true`) hides
  /// its bar, and what such a controller pushes, unless their own code shows the bar again.
  static func controllersUnderHiddenBars(_ document: IBDocument, facts: IBFacts) -> Set<Int> {
    let code = facts.classCode
    func codeOf(_ object: IBObject, in set: Set<String>) -> Bool {
      object.customClass.map { facts.classOrSuperclass($0, in: set) } ?? false
    }
    var incoming: [Int: [(source: IBObject, segue: IBSegue)]] = [:]
    for object in document.objects {
      for segue in object.segues {
        guard let destination = document.idIndex[segue.destination] else { continue }
        let source = segueSource(of: object, in: document)
        incoming[destination, default: []].append((source, segue))
      }
    }
    func isHiddenRoot(_ source: IBObject, _ segue: IBSegue) -> Bool {
      guard segue.kind == "relationship", segue.relationship == "rootViewController", source.element == "navigationController" else { return false }
      return (source.flag("navigationBarHidden") == true || codeOf(source, in: code.hidesNavigationBar))
        && !codeOf(source, in: code.showsNavigationBar)
    }
    // What the hidden-bar roots push, through `show` segues: the candidates. A flow that loops back
    // (bid → confirm → sign in → bid) is then judged whole, not left out because the loop's own
    // segue into a scene isn't settled yet.
    var hidden: Set<Int> = []
    var queue = incoming.compactMap { destination, segues in segues.contains { isHiddenRoot($0.source, $0.segue) } ? destination : nil }
    // A file whose every navigation controller hides its bar (an upload flow's own stack, its
    // screens pushed by code): the screens no segue reaches that title themselves with a heading
    // of their own are pushed onto such a stack, as are the ones they show.
    let stacks = document.objects.filter { $0.element == "navigationController" }
    let everyStackHidesItsBar = !stacks.isEmpty && stacks.allSatisfy { stack in
      (stack.flag("navigationBarHidden") == true || codeOf(stack, in: code.hidesNavigationBar)) && !codeOf(stack, in: code.showsNavigationBar)
    }
    if everyStackHidesItsBar {
      queue += document.objects.filter { controller in
        // (A heading in a cell is a section's, not the screen's; bar items are for a bar that shows.)
        controllers.contains(controller.element) && incoming[controller.index] == nil
          && !document.descendants(of: controller).contains { $0.element == "barButtonItem" }
          && document.descendants(of: controller).contains { heading in
            heading.accessibility.traits.contains("header")
              && !document.ancestors(of: heading).contains { $0.element.hasSuffix("Cell") }
          }
      }.map(\.index)
    }
    var outgoing: [Int: [Int]] = [:]
    for (destination, segues) in incoming {
      for (source, segue) in segues where segue.kind == "show" || segue.kind == "push" { outgoing[source.index, default: []].append(destination) }
    }
    while let next = queue.popLast() {
      guard !hidden.contains(next), !codeOf(document.objects[next], in: code.showsNavigationBar) else { continue }
      hidden.insert(next)
      queue += outgoing[next] ?? []
    }
    // Then every way into a candidate must come from a hidden-bar root or another candidate.
    var changed = true
    while changed {
      changed = false
      for destination in hidden {
        // A tab of a tab bar controller shows no bar of its own there (Towy's AccountVC, both a
        // tab and the root of a hidden-bar navigation controller): no way in that shows a title.
        // Only ways onto a stack count: a modal presentation puts no bar over it. A `showDetail`
        // pushes onto its source's stack where the split view is collapsed, as `show` does (Agrove's
        // plant list, a hidden-bar root and the detail of a list whose bar is hidden too).
        let ways = (incoming[destination] ?? []).filter { source, segue in
          ["show", "push", "showDetail", "relationship"].contains(segue.kind)
        }
        if ways.isEmpty && everyStackHidesItsBar { continue }  // (seeded above only with a heading)
        let allHidden = ways.allSatisfy { source, segue in
          isHiddenRoot(source, segue) || (["show", "push", "showDetail"].contains(segue.kind) && hidden.contains(source.index))
            || segue.kind == "relationship" && segue.relationship == "viewControllers" && source.element == "tabBarController"
        }
        if !allHidden {
          hidden.remove(destination)
          changed = true
        }
      }
    }
    return hidden
  }

  /// A bar button item of a scene's navigation item, in a scene shown only under a hidden bar
  /// (``controllersUnderHiddenBars(_:facts:)``): never on screen.
  static func isInHiddenNavigationBar(_ object: IBObject, in document: IBDocument, underHiddenBars: Set<Int>) -> Bool {
    let ancestors = document.ancestors(of: object)
    guard ancestors.contains(where: { $0.element == "navigationItem" }),
          let controller = ancestors.first(where: { controllers.contains($0.element) }) else { return false }
    return underHiddenBars.contains(controller.index)
  }

  public func check(_ document: IBDocument, _ context: inout IBRuleContext) {
    let facts = context.facts
    // No storyboard holds a navigation controller and no code names one (Bittr): every `show`
    // segue presents its screen, and no screen has a navigation bar to title.
    if facts.project.hasNavigationControllers == false { return }
    // Every navigation controller of the app hides its bar, and code shows none again: screens
    // pushed by code onto those stacks show no bar to title either.
    if facts.project.everyNavigationBarIsHidden { return }
    let inStacks = Self.controllersInNavigationStacks(document, facts: facts)
    let underHiddenBars = Self.controllersUnderHiddenBars(document, facts: facts)
    for controller in document.objects where Self.controllers.contains(controller.element) {
      // A scene nothing puts in a navigation stack has no navigation bar to title, nor has one
      // whose navigation controller hides its bar.
      if !inStacks.contains(controller.index) || underHiddenBars.contains(controller.index) { continue }
      // The storyboard's entry scene is the window's root, not pushed (a navigation controller
      // it contains titles the screens inside), unless another storyboard's stack holds it.
      if controller.id == document.initialViewControllerID,
         !facts.project.storyboardEntriesInStacks.contains("\(Self.storyboardName(of: document))#") { continue }
      guard let item = controller.children.map({ document.objects[$0] }).first(where: { $0.element == "navigationItem" }) else { continue }
      if let title = controller["title"] ?? item["title"], !title.trimmingCharacters(in: .whitespaces).isEmpty { continue }
      if !facts.spokenTexts(of: item, property: "title", base: nil).isEmpty { continue }
      // A custom title view (a logo, a segmented control) is judged as the view it is.
      if item.children.contains(where: { document.objects[$0].key == "titleView" }) { continue }
      if let custom = controller.customClass {
        // Code the project can't see, or code that names the screen, may set the title.
        // A base class's code (a `configureTitle(_:)` helper, a title set when data arrives) runs for it too.
        if facts.project.types.declaration(of: custom) == nil || facts.classOrSuperclass(custom, in: facts.classCode.setsTitle) { continue }
        // A controller that sets its own presentation style (a bottom sheet's `.custom`) is
        // presented, not pushed: no navigation bar shows its title.
        if facts.classOrSuperclass(custom, in: facts.classCode.presentsItselfModally) { continue }
        // It hides the bar as it appears (Save's Tor start screen, titled by a label of its own).
        if facts.classOrSuperclass(custom, in: facts.classCode.hidesNavigationBarWhileShown) { continue }
      }
      context.report(at: controller.position, LocalizedText(
        en: "\(controller.customClass ?? facts.uikitClass(of: controller)) (id \(controller.id)) is in a navigation stack with no title: VoiceOver announces nothing when it appears and the next back button says only \"Back\"; give its Navigation Item a Title",
        ko: "\(controller.customClass ?? facts.uikitClass(of: controller)) (id \(controller.id)) 화면이 내비게이션 스택에 있지만 제목이 없어 VoiceOver가 화면이 나타날 때 아무것도 알리지 않고 다음 화면의 뒤로 버튼은 \"뒤로\"라고만 읽습니다. Navigation Item에 Title을 주세요"))
    }
  }
}
