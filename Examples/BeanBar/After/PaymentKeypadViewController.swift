import SwiftUI
import UIKit

/// The security keypad for the 6-digit payment PIN. The digits are shuffled every time the
/// keypad appears, so that someone looking over the user's shoulder can't learn the PIN
/// from finger positions.
final class PaymentKeypadViewController: UIViewController {
    var onComplete: ((String) -> Void)?
    var onCancel: (() -> Void)?

    private let pinLength = 6
    private var enteredDigits: [Int] = [] {
        didSet { updateDots() }
    }

    private let titleLabel = UILabel()
    private let dotsStack = UIStackView()
    private let keypadStack = UIStackView()
    private let closeButton = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureTitle()
        configureDots()
        configureKeypad()
        configureCloseButton()
        layout()
    }

    // MARK: - Setup

    private func configureTitle() {
        titleLabel.text = "결제 비밀번호 6자리를 입력하세요"
        titleLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
    }

    private func configureDots() {
        dotsStack.axis = .horizontal
        dotsStack.spacing = 16
        for _ in 0..<pinLength {
            let dot = UIView()
            dot.layer.cornerRadius = 8
            dot.layer.borderWidth = 1.5
            dot.layer.borderColor = UIColor.label.cgColor
            dot.widthAnchor.constraint(equalToConstant: 16).isActive = true
            dot.heightAnchor.constraint(equalToConstant: 16).isActive = true
            dotsStack.addArrangedSubview(dot)
        }
        // Read the dots as one element: "비밀번호 입력 상태, 6자리 중 0자리 입력됨".
        dotsStack.isAccessibilityElement = true
        dotsStack.accessibilityLabel = "비밀번호 입력 상태"
        updateDots()
    }

    private func configureKeypad() {
        keypadStack.axis = .vertical
        keypadStack.spacing = 8
        keypadStack.distribution = .fillEqually

        var keys: [UIView] = (0...9).shuffled().map { makeDigitKey($0) }
        keys.insert(UIView(), at: 9)
        keys.append(makeDeleteKey())

        for rowStart in stride(from: 0, to: keys.count, by: 3) {
            let row = UIStackView(arrangedSubviews: Array(keys[rowStart..<rowStart + 3]))
            row.axis = .horizontal
            row.spacing = 8
            row.distribution = .fillEqually
            keypadStack.addArrangedSubview(row)
        }
    }

    private func makeDigitKey(_ digit: Int) -> UIButton {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(named: "key_\(digit)"), for: .normal)
        // The keys are images and their order is shuffled, so each key says its own digit.
        button.accessibilityLabel = String(digit)
        button.accessibilityTraits = .keyboardKey
        button.backgroundColor = .secondarySystemBackground
        button.layer.cornerRadius = 12
        button.tag = digit
        button.addTarget(self, action: #selector(digitTapped(_:)), for: .touchUpInside)
        return button
    }

    private func makeDeleteKey() -> UIButton {
        let button = UIButton(type: .custom)
        button.setImage(UIImage(named: "key_delete"), for: .normal)
        button.accessibilityLabel = "삭제"
        button.accessibilityTraits = .keyboardKey
        button.addTarget(self, action: #selector(deleteTapped), for: .touchUpInside)
        return button
    }

    private func configureCloseButton() {
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.accessibilityLabel = "닫기"
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: closeButton)
    }

    private func layout() {
        let content = UIStackView(arrangedSubviews: [titleLabel, dotsStack, keypadStack])
        content.axis = .vertical
        content.alignment = .center
        content.spacing = 32
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)

        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            keypadStack.widthAnchor.constraint(equalTo: content.widthAnchor),
            keypadStack.heightAnchor.constraint(equalToConstant: 4 * 64 + 3 * 8),
        ])
    }

    private func updateDots() {
        for (index, dot) in dotsStack.arrangedSubviews.enumerated() {
            dot.backgroundColor = index < enteredDigits.count ? .label : .clear
        }
        dotsStack.accessibilityValue = "\(pinLength)자리 중 \(enteredDigits.count)자리 입력됨"
    }

    // MARK: - Actions

    @objc private func digitTapped(_ sender: UIButton) {
        guard enteredDigits.count < pinLength else { return }
        enteredDigits.append(sender.tag)
        if enteredDigits.count == pinLength {
            onComplete?(enteredDigits.map(String.init).joined())
        }
    }

    @objc private func deleteTapped() {
        _ = enteredDigits.popLast()
    }

    @objc private func closeTapped() {
        onCancel?()
    }
}

/// Presents the keypad from SwiftUI inside a navigation controller (for the close button).
struct PaymentKeypadScreen: UIViewControllerRepresentable {
    var onComplete: (String) -> Void
    var onCancel: () -> Void

    func makeUIViewController(context: Context) -> UINavigationController {
        let keypad = PaymentKeypadViewController()
        keypad.title = "결제 비밀번호"
        keypad.onComplete = onComplete
        keypad.onCancel = onCancel
        return UINavigationController(rootViewController: keypad)
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
}
