@testable import A11ySwiftSource
import A11yCore
import Foundation
import Testing

/// A gesture's view asks its delegate to act; the delegate's file has a button ending in the same
/// action: the button is the accessible route (round 60's Zavala and podcast).
struct DelegateButtonRoutesTests {
  let imageScrollView = """
    protocol ImageScrollViewDelegate: AnyObject { func imageScrollViewDidGestureSwipeUp(imageScrollView: ImageScrollView) }
    final class ImageScrollView: UIScrollView {
      weak var imageScrollViewDelegate: ImageScrollViewDelegate?
      let zoomView = UIImageView()
      func setUp() {
        let upSwipe = UISwipeGestureRecognizer(target: self, action: #selector(handleUpSwipe(_:)))
        upSwipe.direction = .up
        zoomView.addGestureRecognizer(upSwipe)
      }
      @objc func handleUpSwipe(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .ended { imageScrollViewDelegate?.imageScrollViewDidGestureSwipeUp(imageScrollView: self) }
      }
    }
    """

  func viewer(closeAction: String) -> String {
    """
    final class ImageViewController: UIViewController, ImageScrollViewDelegate {
      @IBOutlet weak var closeButton: UIButton!
      @IBAction func done(_ sender: Any) { \(closeAction) }
      func imageScrollViewDidGestureSwipeUp(imageScrollView: ImageScrollView) { dismiss(animated: true) }
    }
    """
  }

  func gestureFindings(_ files: [String: String]) -> [Finding] {
    ProjectFindings.of(files, rule: UIKitGestureAlternativeRule.self)
  }

  /// The gesture has a route in `routed` (no finding) and none in `alone` (one finding).
  func expectRoute(in routed: [String: String], noneIn alone: [String: String], sourceLocation: SourceLocation = #_sourceLocation) {
    let withRoute = gestureFindings(routed)
    #expect(withRoute.isEmpty, "\(withRoute.map(\.message))", sourceLocation: sourceLocation)
    let without = gestureFindings(alone)
    #expect(without.count == 1, "\(without.map(\.message))", sourceLocation: sourceLocation)
  }

  @Test func aSwipeWhoseDelegateDismissesAsItsCloseButtonDoesHasARoute() {
    // Without: the button shares rather than closes, so the swipe is the only way to close.
    expectRoute(in: ["ImageScrollView.swift": imageScrollView, "ImageViewController.swift": viewer(closeAction: "dismiss(animated: true)")],
                noneIn: ["ImageScrollView.swift": imageScrollView, "ImageViewController.swift": viewer(closeAction: "share()")])
  }

  @Test func aDragWhoseDelegateCollapsesAsAButtonsDelegateMethodDoesHasARoute() {
    let detail = """
      protocol PlayerDetailDelegate: AnyObject { func playerDetailViewDidDrag(sender: UIPanGestureRecognizer) }
      final class PlayerDetailView: UIView {
        weak var delegate: PlayerDetailDelegate?
        let artwork = UIImageView()
        func setUp() { artwork.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(viewDragged(_:)))) }
        @objc func viewDragged(_ sender: UIPanGestureRecognizer) { delegate?.playerDetailViewDidDrag(sender: sender) }
      }
      """
    func player(buttonMethod: String) -> String {
      """
      final class PlayerViewController: UIViewController, PlayerDetailDelegate {
        func playerDetailViewDidDrag(sender: UIPanGestureRecognizer) {
          if sender.state == .ended { appDelegate.collapsePlayer(animated: true) } else { view.frame.origin.y = sender.translation(in: view).y }
        }
        func \(buttonMethod)() { appDelegate.collapsePlayer(animated: true) }
      }
      """
    }
    // Without: a method no button's name says it runs for, so no known route.
    expectRoute(in: ["Detail.swift": detail, "Player.swift": player(buttonMethod: "playerHeaderViewDidTapCollapseButton")],
                noneIn: ["Detail.swift": detail, "Player.swift": player(buttonMethod: "playerDidFinishTrack")])
  }

  /// Pear's home: the page controller's swipes ask the delegate for a tab index, and selecting the
  /// tab cells of the delegate's own file calls that same method.
  @Test func aSwipeAskingForWhatACellSelectionCallsHasARoute() {
    let pages = """
      protocol TabDelegate: AnyObject { func setActiveTabIndex(to index: Int) }
      final class TabPageViewController: UIPageViewController {
        weak var tabDelegate: TabDelegate?
        override func viewDidLoad() {
          super.viewDidLoad()
          let left = UISwipeGestureRecognizer(target: self, action: #selector(leftSwipeDetected))
          left.direction = .left
          view.addGestureRecognizer(left)
        }
        @objc func leftSwipeDetected() { tabDelegate?.setActiveTabIndex(to: 1) }
      }
      """
    func home(selection: String) -> String {
      """
      final class HomeViewController: UIViewController, TabDelegate {
        func setActiveTabIndex(to index: Int) { pageViewController.setViewController(to: index) }
      }
      extension HomeViewController: UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { \(selection) }
      }
      """
    }
    // Without: the cells open a detail screen instead, so the swipe is the only way to the other tab.
    expectRoute(in: ["Pages.swift": pages, "Home.swift": home(selection: "setActiveTabIndex(to: indexPath.item)")],
                noneIn: ["Pages.swift": pages, "Home.swift": home(selection: "showDetail(indexPath.item)")])
  }

  // Round 63's SnowHaze: the tutorial's base page swipes to `selectNext`, and each page subclass,
  // in its own file, has a Continue button selecting the same method.
  @Test func aSwipeWhoseMethodASubclassesButtonSelectsHasARoute() {
    let tutorial = """
      class TutorialViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let leftSwipe = UISwipeGestureRecognizer(target: self, action: #selector(selectNext))
          leftSwipe.direction = .left
          view.addGestureRecognizer(leftSwipe)
        }
        @objc func selectNext() { pageIndex += 1; show(page: pageIndex) }
      }
      """
    func install(_ selector: String) -> String {
      """
      final class InstallTutorialViewController: TutorialViewController {
        let startButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          startButton.addTarget(self, action: #selector(\(selector)), for: .touchUpInside)
          view.addSubview(startButton)
        }
        @objc func skipAll() { dismiss(animated: true) }
      }
      """
    }
    expectRoute(in: ["TutorialViewController.swift": tutorial, "InstallTutorialViewController.swift": install("selectNext")],
                noneIn: ["TutorialViewController.swift": tutorial, "InstallTutorialViewController.swift": install("skipAll")])
  }

  // Round 63's getontrip: the carousel swipes to `swipeLeftAction`; the home screen's arrow
  // buttons select `swipeAction(_:)`, written in an extension in a third file, which calls it.
  @Test func aSwipeWhoseMethodAnotherFilesButtonActionCallsHasARoute() {
    let carousel = """
      final class RoundImageView: UIView {
        func setUp() {
          let swipeLeft = UISwipeGestureRecognizer(target: self, action: #selector(RoundImageView.swipeLeftAction))
          swipeLeft.direction = .left
          addGestureRecognizer(swipeLeft)
        }
        @objc func swipeLeftAction() { index += 1; showImage(at: index) }
      }
      """
    let home = """
      final class RecommendViewController: UIViewController {
        let headerImageView = RoundImageView()
        let leftRoundButton = UIButton()
        override func viewDidLoad() {
          super.viewDidLoad()
          leftRoundButton.addTarget(self, action: #selector(RecommendViewController.swipeAction(_:)), for: .touchUpInside)
        }
      }
      """
    func actions(_ call: String) -> String {
      "extension RecommendViewController {\n  func swipeAction(_ sender: UIButton) { \(call) }\n}"
    }
    expectRoute(in: ["RoundImageView.swift": carousel, "RecommendViewController.swift": home, "RecommendViewController+Actions.swift": actions("headerImageView.swipeLeftAction()")],
                noneIn: ["RoundImageView.swift": carousel, "RecommendViewController.swift": home, "RecommendViewController+Actions.swift": actions("headerImageView.reload()")])
  }

  // Round 59's C-Map: a pan made with `UIPanGestureRecognizer.init(target:action:)` selects its
  // handler; that is no button's selector, and the pan stays without a route.
  @Test func aRecognizerMadeWithInitSelectsNoButtonsMethod() {
    let list = """
      final class PlaceListViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let gesture = UIPanGestureRecognizer.init(target: self,
                                                    action: #selector(panGesture))
          view.addGestureRecognizer(gesture)
        }
      }
      """
    let handler = "extension PlaceListViewController {\n  @objc func panGesture(_ recognizer: UIPanGestureRecognizer) { if recognizer.state == .ended { expandList() } }\n}"
    #expect(gestureFindings(["PlaceListViewController.swift": list, "PlaceListViewController+Pan.swift": handler]).count == 1)
  }
}
