import AVFoundation
import UIKit

/// "매장 공지": the store's notices, its website, and the dialogs for leaving a notice.
final class StoreNoticeViewController: UIViewController {
    private let websiteButton = UIButton(type: .system)
    private let detailButton = UIButton(type: .system)
    private let websiteURL = URL(string: "https://example.com/beanbar/stores/gangnam")!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "매장 공지"
        websiteButton.setTitle("매장 홈페이지", for: .normal)
        websiteButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        websiteButton.titleLabel?.adjustsFontForContentSizeCategory = true
        // Leaves the app for Safari, announced as a plain button.
        websiteButton.addTarget(self, action: #selector(openWebsite), for: .touchUpInside)
        detailButton.setTitle("공지 자세히", for: .normal)
        detailButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        detailButton.titleLabel?.adjustsFontForContentSizeCategory = true
        detailButton.addTarget(self, action: #selector(showDetail), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "관리", menu: UIMenu(children: [
            UIAction(title: "숨기기") { [weak self] _ in self?.confirmHide() },
            UIAction(title: "신고") { [weak self] _ in self?.confirmReport() },
            UIAction(title: "알림 끄기") { [weak self] _ in self?.confirmUnsubscribe() },
        ]))
        NotificationCenter.default.addObserver(self, selector: #selector(noticeArrived), name: .storeNoticeArrived, object: nil)
    }

    @objc private func openWebsite() {
        UIApplication.shared.open(websiteURL)
    }

    @objc private func showDetail() {
        let detail = NoticeDetailViewController(notice: "12월 휴무 안내")
        navigationController?.pushViewController(detail, animated: true)
    }

    // Three confirmations: the cancel action is added first twice and last once, never with the
    // .cancel style, so its place moves between dialogs.
    func confirmHide() {
        let alert = UIAlertController(title: "공지를 숨길까요?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "취소", style: .default))
        alert.addAction(UIAlertAction(title: "숨기기", style: .default) { _ in self.hideNotice() })
        present(alert, animated: true)
    }

    func confirmReport() {
        let alert = UIAlertController(title: "공지를 신고할까요?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "취소", style: .default))
        alert.addAction(UIAlertAction(title: "신고", style: .destructive) { _ in self.reportNotice() })
        present(alert, animated: true)
    }

    func confirmUnsubscribe() {
        let alert = UIAlertController(title: "알림을 끌까요?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "끄기", style: .destructive) { _ in self.unsubscribe() })
        alert.addAction(UIAlertAction(title: "취소", style: .default))
        present(alert, animated: true)
    }

    // A chime is the only sign that a new notice arrived.
    private var chimePlayer: AVAudioPlayer?

    @objc func noticeArrived() {
        chimePlayer?.play()
    }

    private func hideNotice() {}
    private func reportNotice() {}
    private func unsubscribe() {}
}

/// One notice, pushed from the list. It never sets a title.
final class NoticeDetailViewController: UIViewController {
    private let notice: String
    private let bodyLabel = UILabel()

    init(notice: String) {
        self.notice = notice
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.text = notice
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
    }
}

extension Notification.Name {
    /// Posted when the store publishes a notice.
    static let storeNoticeArrived = Notification.Name("storeNoticeArrived")
}
