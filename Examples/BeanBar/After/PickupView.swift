import AudioToolbox
import SwiftUI
import UIKit

/// "픽업 안내": the order status screen shown while the drink is being made.
struct PickupView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var store = "강남점"
    @State private var isReady = false
    @State private var pickupFailed = false
    private let stores = ["강남점", "역삼점", "선릉점"]

    var body: some View {
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
        .navigationTitle("픽업 안내")
        .task { await waitUntilReady() }
        .alert("아직 음료가 준비되지 않았습니다", isPresented: $pickupFailed) {
            Button("확인", role: .cancel) { }
        } message: {
            Text("준비되면 소리, 진동, 화면 안내로 알려 드립니다")
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
