import AudioToolbox
import SwiftUI
import UIKit

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
            // Picking another store only changes the store; 저장 leaves the screen.
            Picker("픽업 매장", selection: $store) {
                ForEach(stores, id: \.self) { Text($0) }
            }
            Button("매장 변경 저장") { dismiss() }

            Section {
                // Names the button by its label.
                Text("음료를 받으셨다면 '픽업 완료' 버튼을 눌러 주세요")
                Button("픽업 완료") { completePickup() }
                    .tint(.green)
            }
        }
        .alert("아직 음료가 준비되지 않았습니다", isPresented: $pickupFailed) {
            Button("확인", role: .cancel) { }
        } message: {
            Text("준비되면 소리, 진동, 화면 안내로 알려 드립니다")
        }
    }

    /// The coupon offer drawn over the dimmed screen: modal for VoiceOver too, and closed by
    /// the escape gesture.
    private var couponPopup: some View {
        ZStack {
            Color.black.opacity(0.4)
                .ignoresSafeArea()
                .onTapGesture { showCoupon = false }
                .accessibilityHidden(true)
            VStack(spacing: 12) {
                Text("다음 주문 10% 할인 쿠폰이 도착했습니다")
                Button {
                    showCoupon = false
                } label: {
                    Image(systemName: "xmark")
                        .frame(minWidth: 44, minHeight: 44)
                }
                .accessibilityLabel("닫기")
            }
            .padding()
            .background(Color(.systemBackground), in: RoundedRectangle(cornerRadius: 16))
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
            .accessibilityAction(.escape) { showCoupon = false }
        }
    }

    private func waitUntilReady() async {
        try? await Task.sleep(for: .seconds(1))
        orderIsReady()
    }

    private func orderIsReady() {
        isReady = true
        // A chime, a haptic and a spoken message: every sense gets the news.
        AudioServicesPlaySystemSound(1005)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIAccessibility.post(notification: .announcement, argument: "주문하신 음료가 준비되었습니다")
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
