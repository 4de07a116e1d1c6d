import AudioToolbox
import SwiftUI

/// "픽업 안내": the order status screen shown while the drink is being made.
struct PickupView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var store = "강남점"
    @State private var isReady = false
    @State private var pickupFailed = false
    @State private var showCoupon = true
    private let stores = ["강남점", "역삼점", "선릉점"]

    var body: some View {
        ZStack {
            form
            if showCoupon {
                couponPopup
            }
        }
        .navigationTitle("픽업 안내")
        .task { await waitUntilReady() }
    }

    private var form: some View {
        Form {
            // Picking another store leaves the screen at once.
            Picker("픽업 매장", selection: $store) {
                ForEach(stores, id: \.self) { Text($0) }
            }
            .onChange(of: store) {
                dismiss()
            }

            Section {
                // Points at the button by its place and colour only.
                Text("음료를 받으셨다면 오른쪽 아래의 초록색 버튼을 눌러 주세요")
                Button("픽업 완료") { completePickup() }
                    .tint(.green)
            }
        }
        // An alert with nothing to read but its button.
        .alert("", isPresented: $pickupFailed) {
            Button("확인", role: .cancel) { }
        }
    }

    /// The coupon offer drawn over the dimmed screen.
    private var couponPopup: some View {
        ZStack {
            // Looks modal, but VoiceOver still swipes to the form behind it.
            Color.black.opacity(0.4)
                .ignoresSafeArea()
                .onTapGesture { showCoupon = false }
            VStack(spacing: 12) {
                Text("다음 주문 10% 할인 쿠폰이 도착했습니다")
                Button {
                    showCoupon = false
                } label: {
                    Image(systemName: "xmark")
                        .frame(minWidth: 44, minHeight: 44)
                }
                // Elsewhere this icon is "닫기".
                .accessibilityLabel("취소")
            }
            .padding()
            .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 16))
        }
    }

    private func waitUntilReady() async {
        try? await Task.sleep(for: .seconds(1))
        orderIsReady()
    }

    private func orderIsReady() {
        isReady = true
        // Only a chime says the drink is ready.
        AudioServicesPlaySystemSound(1005)
    }

    private func completePickup() {
        pickupFailed = !isReady
    }
}

#Preview {
    NavigationStack {
        PickupView()
    }
}
