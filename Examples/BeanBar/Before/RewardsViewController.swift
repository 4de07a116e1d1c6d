import UIKit

/// The stamp card and coupon screen, laid out in `Rewards.storyboard`.
final class RewardsViewController: UIViewController {
    @IBOutlet private weak var stampImageView: UIImageView!
    @IBOutlet private weak var couponField: UITextField!

    var stampCount = 6

    override func viewDidLoad() {
        super.viewDidLoad()
        // The stamp picture is labelled here, from data: the storyboard can't know the count.
        stampImageView.accessibilityLabel = "스탬프 \(stampCount)개"
        couponField.keyboardType = .asciiCapable
    }

    @IBAction private func openStampCard(_ sender: UITapGestureRecognizer) {
        navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
