import A11yCore
@testable import A11yKit
import Foundation
import Testing

/// A paging collection view set up in one file (`collectionView?.isPagingEnabled = true` on a
/// controller it makes, Trust Wallet's welcome screen) shows, as whole pages, the cells the
/// controller's own file registers: their parts are a screen's, not a list row's.
struct PagedControllerCellTests {
  static let page = """
    import UIKit

    final class OnboardingPage: UICollectionViewCell {
      private let titleLabel = UILabel()
      private let subtitleLabel = UILabel()
      override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
        contentView.addSubview(subtitleLabel)
      }
    }
    """

  static let controller = """
    import UIKit

    final class OnboardingCollectionViewController: UICollectionViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        collectionView?.register(OnboardingPage.self, forCellWithReuseIdentifier: "page")
      }
    }
    """

  static func welcome(paging: Bool) -> String {
    """
    import UIKit

    final class WelcomeViewController: UIViewController {
      lazy var pages: OnboardingCollectionViewController = {
        let controller = OnboardingCollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.collectionView?.isPagingEnabled = \(paging)
        return controller
      }()
    }
    """
  }

  static func rules(paging: Bool) -> [String] {
    let folder = TemporaryFolder()
    folder.write("OnboardingPage.swift", Self.page)
    folder.write("OnboardingCollectionViewController.swift", Self.controller)
    folder.write("WelcomeViewController.swift", Self.welcome(paging: paging))
    return folder.lintedValues(only: "uikit-cell-grouping", "rule")
  }

  @Test func cellsOfAControllerPagedElsewhereArePages() {
    #expect(Self.rules(paging: true).isEmpty)
  }

  @Test func withoutPagingTheyAreRows() {
    #expect(Self.rules(paging: false) == ["uikit-cell-grouping"])
  }
}
