import SwiftUI
import UIKit

/// A shop's photo, opening hours, map thumbnail, a directions card and a call button.
final class StoreDetailViewController: UIViewController {
    private let store: Store

    private let photoView = UIImageView()
    private let nameLabel = UILabel()
    private let hoursLabel = UILabel()
    private let mapImageView = UIImageView()
    private let directionsCard = UIView()
    private let callButton = UIButton(configuration: .tinted())

    init(store: Store) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("StoreDetailViewController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configurePhoto()
        configureInfo()
        configureMap()
        configureDirectionsCard()
        configureCallButton()
        layout()
    }

    // MARK: - Setup

    private func configurePhoto() {
        photoView.image = UIImage(named: "store_\(store.id)")
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 16
        photoView.isAccessibilityElement = true
        photoView.accessibilityTraits = .image
        photoView.accessibilityLabel = "\(store.name) 매장 내부 사진"
    }

    private func configureInfo() {
        nameLabel.text = store.name
        nameLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0

        hoursLabel.text = "매일 \(store.opensAt):00 - \(store.closesAt):00 · \(store.address)"
        hoursLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        hoursLabel.adjustsFontForContentSizeCategory = true
        hoursLabel.textColor = .secondaryLabel
        hoursLabel.numberOfLines = 0
    }

    private func configureMap() {
        mapImageView.image = UIImage(named: "map_\(store.id)")
        mapImageView.contentMode = .scaleAspectFill
        mapImageView.clipsToBounds = true
        mapImageView.layer.cornerRadius = 12
        mapImageView.isAccessibilityElement = true
        mapImageView.accessibilityTraits = .image
        mapImageView.accessibilityLabel = "매장 위치 지도"
        mapImageView.accessibilityValue = store.address
        // Two fingers zoom the map; VoiceOver, Switch Control and Voice Control users get the
        // same zoom as actions.
        mapImageView.isUserInteractionEnabled = true
        mapImageView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(zoomMap(_:))))
        mapImageView.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "지도 확대") { [weak self] _ in self?.setMapZoom(by: 0.5) ?? false },
            UIAccessibilityCustomAction(name: "지도 축소") { [weak self] _ in self?.setMapZoom(by: -0.5) ?? false },
        ]
    }

    private func configureDirectionsCard() {
        let icon = UIImageView(image: UIImage(systemName: "arrow.triangle.turn.up.right.diamond.fill"))
        icon.tintColor = .label
        icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)

        let label = UILabel()
        label.text = "길찾기"
        label.font = UIFont.preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .label

        let row = UIStackView(arrangedSubviews: [icon, label])
        row.spacing = 8
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false

        directionsCard.backgroundColor = .secondarySystemBackground
        directionsCard.layer.cornerRadius = 12
        directionsCard.addSubview(row)
        NSLayoutConstraint.activate([
            row.centerXAnchor.constraint(equalTo: directionsCard.centerXAnchor),
            row.topAnchor.constraint(equalTo: directionsCard.topAnchor, constant: 16),
            row.bottomAnchor.constraint(equalTo: directionsCard.bottomAnchor, constant: -16),
        ])

        let tap = UITapGestureRecognizer(target: self, action: #selector(openDirections))
        directionsCard.addGestureRecognizer(tap)
        // One element that acts like a button: "길찾기, 버튼".
        directionsCard.isAccessibilityElement = true
        directionsCard.accessibilityLabel = "길찾기"
        directionsCard.accessibilityTraits = .button
    }

    private func configureCallButton() {
        callButton.configuration?.image = UIImage(systemName: "phone.fill")
        callButton.configuration?.buttonSize = .large
        callButton.accessibilityLabel = store.callButtonLabel
        callButton.addAction(UIAction { [weak self] _ in self?.call() }, for: .touchUpInside)
    }

    private func layout() {
        let actions = UIStackView(arrangedSubviews: [directionsCard, callButton])
        actions.spacing = 12
        actions.distribution = .fill

        let stack = UIStackView(arrangedSubviews: [photoView, nameLabel, hoursLabel, mapImageView, actions])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false

        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        view.addSubview(scrollView)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
            photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor, multiplier: 9.0 / 16.0),
            mapImageView.heightAnchor.constraint(equalToConstant: 160),
            callButton.widthAnchor.constraint(equalTo: callButton.heightAnchor),
        ])
    }

    // MARK: - Actions

    @objc private func zoomMap(_ pinch: UIPinchGestureRecognizer) {
        let scale = min(max(pinch.scale, 1), 3)
        mapImageView.transform = CGAffineTransform(scaleX: scale, y: scale)
    }

    private func setMapZoom(by step: CGFloat) -> Bool {
        let scale = min(max(mapImageView.transform.a + step, 1), 3)
        mapImageView.transform = CGAffineTransform(scaleX: scale, y: scale)
        return true
    }

    @objc private func openDirections() {
        let query = store.address.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        if let url = URL(string: "maps://?daddr=\(query)") {
            UIApplication.shared.open(url)
        }
    }

    private func call() {
        let digits = store.phone.filter(\.isNumber)
        if let url = URL(string: "tel://\(digits)") {
            UIApplication.shared.open(url)
        }
    }
}

/// Shows a store from SwiftUI.
struct StoreDetailScreen: UIViewControllerRepresentable {
    let store: Store

    func makeUIViewController(context: Context) -> StoreDetailViewController {
        StoreDetailViewController(store: store)
    }

    func updateUIViewController(_ viewController: StoreDetailViewController, context: Context) {}
}

/// Shows the store's notices from SwiftUI.
struct StoreNoticeScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> StoreNoticeViewController {
        StoreNoticeViewController()
    }

    func updateUIViewController(_ viewController: StoreNoticeViewController, context: Context) {}
}
