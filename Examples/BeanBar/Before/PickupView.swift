import AudioToolbox
import SwiftUI

/// "픽업 안내": the order status screen shown while the drink is being made.
struct PickupView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var store = "강남점"
    @State private var isReady = false
    @State private var pickupFailed = false
    private let stores = ["강남점", "역삼점", "선릉점"]

    var body: some View {
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
        .navigationTitle("픽업 안내")
        .task { await waitUntilReady() }
        // An alert with nothing to read but its button.
        .alert("", isPresented: $pickupFailed) {
            Button("확인", role: .cancel) { }
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
