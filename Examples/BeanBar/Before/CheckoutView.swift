import SwiftUI

/// Order summary and payment.
struct CheckoutView: View {
    @Environment(OrderViewModel.self) private var order
    @State private var cardNumber = ""
    @State private var expiry = ""
    @State private var receiptEmail = ""
    @State private var isShowingKeypad = false
    @State private var isShowingCart = false
    @State private var isShowingOptions = false
    @State private var isPaid = false

    var body: some View {
        NavigationStack {
            Form {
                Section("주문 요약") {
                    ForEach(order.cart.indices, id: \.self) { index in
                        LabeledContent(order.cart[index].name, value: order.cart[index].formattedPrice)
                    }
                    LabeledContent("합계", value: order.totalPrice.formatted(.currency(code: "KRW")))
                        .font(.headline)
                }

                Section("결제 카드") {
                    TextField("", text: $cardNumber)
                        .keyboardType(.numberPad)
                        .textContentType(.creditCardNumber)
                    TextField("유효기간 (MM/YY)", text: $expiry)
                        .keyboardType(.numberPad)
                    NavigationLink {
                        CardRegistrationScreen()
                    } label: {
                        Text("다른 카드 등록")
                    }
                }

                Section("영수증") {
                    TextField("이메일", text: $receiptEmail)
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                }

                Section {
                    Button {
                        isShowingKeypad = true
                    } label: {
                        Text("결제하기")
                            .frame(maxWidth: .infinity, minHeight: 44)
                    }
                    .disabled(order.cart.isEmpty)
                }
            }
            .navigationTitle("주문")
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button {
                        isShowingCart = true
                    } label: {
                        Image(systemName: "bag")
                    }
                    .accessibilityHint("장바구니로 이동")

                    Button {
                        isShowingOptions = true
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .accessibilityLabel("버튼")
                }
            }
            .confirmationDialog("주문 옵션", isPresented: $isShowingOptions) {
                Button("매장에서 먹고 갈게요") {}
                Button("포장해 주세요") {}
            }
            .sheet(isPresented: $isShowingCart) {
                CartSheet()
            }
            .sheet(isPresented: $isShowingKeypad) {
                PaymentKeypadScreen(
                    onComplete: { _ in
                        isShowingKeypad = false
                        isPaid = true
                    },
                    onCancel: { isShowingKeypad = false }
                )
            }
            .alert("결제가 완료되었습니다", isPresented: $isPaid) {
                Button("확인", role: .cancel) {}
            }
        }
    }
}

/// The cart, shown as a sheet from the home, menu and order tabs.
struct CartSheet: View {
    @Environment(OrderViewModel.self) private var order
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                ForEach(order.cart.indices, id: \.self) { index in
                    let item = order.cart[index]
                    HStack {
                        Text(item.name)
                        Spacer()
                        Text(item.formattedPrice)
                            .foregroundStyle(.secondary)
                        Button(role: .destructive) {
                            order.remove(at: IndexSet(integer: index))
                        } label: {
                            Image(systemName: "trash")
                                .frame(minWidth: 44, minHeight: 44)
                                .contentShape(Rectangle())
                        }
                        .buttonStyle(.borderless)
                        .accessibilityLabel(order.removeButtonLabel(for: item))
                    }
                }
                .onDelete(perform: order.remove(at:))
            }
            .overlay {
                if order.cart.isEmpty {
                    ContentUnavailableView("장바구니가 비어 있어요", systemImage: "cart")
                }
            }
            .navigationTitle("장바구니")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                    }
                    .accessibilityLabel("닫기 버튼")
                }
            }
        }
    }
}

#Preview {
    CheckoutView()
        .environment(OrderViewModel())
}
