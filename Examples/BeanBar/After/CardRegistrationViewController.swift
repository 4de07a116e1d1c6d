import SwiftUI
import UIKit

/// Registers a payment card: number, expiry date and the first two digits of the card password.
final class CardRegistrationViewController: UIViewController, UITextFieldDelegate {
    var onRegistered: (() -> Void)?

    private let headerLabel = UILabel()
    private let guideLabel = UILabel()
    private let cardNumberField = UITextField()
    private let expiryField = UITextField()
    private let passwordField = UITextField()
    private let registerButton = UIButton(configuration: .filled())

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "카드 등록"
        view.backgroundColor = .systemGroupedBackground
        configureLabels()
        configureFields()
        configureRegisterButton()
        layout()
    }

    private func configureLabels() {
        headerLabel.text = "결제에 사용할 카드를 등록하세요"
        headerLabel.font = UIFontMetrics(forTextStyle: .title2)
            .scaledFont(for: UIFont.systemFont(ofSize: 22, weight: .bold))
        headerLabel.adjustsFontForContentSizeCategory = true
        headerLabel.numberOfLines = 0

        guideLabel.text = "본인 명의의 신용카드와 체크카드만 등록할 수 있습니다."
        guideLabel.font = UIFont.preferredFont(forTextStyle: .body)
        guideLabel.adjustsFontForContentSizeCategory = true
        guideLabel.textColor = .secondaryLabel
        guideLabel.numberOfLines = 0
    }

    private func configureFields() {
        cardNumberField.placeholder = "카드 번호"
        cardNumberField.accessibilityLabel = "카드 번호"
        cardNumberField.accessibilityHint = "숫자 16자리"
        cardNumberField.keyboardType = .numberPad
        cardNumberField.textContentType = .creditCardNumber

        expiryField.placeholder = "MM/YY"
        expiryField.accessibilityLabel = "유효기간"
        expiryField.keyboardType = .numberPad

        passwordField.placeholder = "••"
        passwordField.accessibilityLabel = "카드 비밀번호 앞 2자리"
        passwordField.isSecureTextEntry = true
        passwordField.keyboardType = .numberPad

        for field in [cardNumberField, expiryField, passwordField] {
            field.borderStyle = .roundedRect
            field.font = UIFont.preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            field.delegate = self
            field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
        }
    }

    private func configureRegisterButton() {
        registerButton.configuration?.title = "등록하기"
        registerButton.configuration?.buttonSize = .large
        registerButton.addAction(UIAction { [weak self] _ in self?.register() }, for: .touchUpInside)
    }

    private func layout() {
        let stack = UIStackView(arrangedSubviews: [
            headerLabel, guideLabel, cardNumberField, expiryField, passwordField, registerButton,
        ])
        stack.axis = .vertical
        stack.spacing = 16
        stack.setCustomSpacing(24, after: guideLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func register() {
        let digits = cardNumberField.text?.filter(\.isNumber) ?? ""
        guard digits.count >= 15 else {
            cardNumberField.becomeFirstResponder()
            return
        }
        onRegistered?()
    }

    // MARK: - UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

/// Pushes the card form from a SwiftUI navigation stack.
struct CardRegistrationScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> CardRegistrationViewController {
        let controller = CardRegistrationViewController()
        let dismiss = context.environment.dismiss
        controller.onRegistered = { dismiss() }
        return controller
    }

    func updateUIViewController(_ viewController: CardRegistrationViewController, context: Context) {}
}
