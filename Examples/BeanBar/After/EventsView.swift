import AVKit
import SwiftUI

/// "이벤트 소식": rotating event banners, the new-season promo video and coupons.
struct EventsView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var page = 0
    @State private var isPaused = false
    @State private var arrowDown = false
    @State private var removedCoupon: String?
    @State private var showUndoToast = false
    private let player = AVPlayer(url: URL(string: "https://example.com/beanbar/autumn.mp4")!)
    private let banners = ["가을 시즌 음료 출시", "원두 구독 20% 할인", "앱 전용 쿠폰 도착"]
    private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                // The banners move on every 3 seconds until paused; previous and next
                // move by hand.
                TabView(selection: $page) {
                    ForEach(banners.indices, id: \.self) { index in
                        Text(banners[index])
                            .font(.title3.bold())
                            .tag(index)
                    }
                }
                .tabViewStyle(.page)
                .frame(height: 160)
                .onReceive(timer) { _ in
                    guard !isPaused else { return }
                    withAnimation { page = (page + 1) % banners.count }
                }
                HStack(spacing: 24) {
                    Button("이전 배너", systemImage: "chevron.left") {
                        page = (page + banners.count - 1) % banners.count
                    }
                    Button(isPaused ? "자동 넘김 재개" : "자동 넘김 정지",
                           systemImage: isPaused ? "play.fill" : "pause.fill") {
                        isPaused.toggle()
                    }
                    Button("다음 배너", systemImage: "chevron.right") {
                        page = (page + 1) % banners.count
                    }
                }
                .labelStyle(.iconOnly)
                .frame(minHeight: 44)

                HStack {
                    Text("가을 시즌 영상")
                        .font(.headline)
                    // A steady badge: nothing flashes.
                    Text("NEW")
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .padding(4)
                        .background(Color(red: 0.7, green: 0, blue: 0))
                }

                // The promo video waits for its own play button.
                VideoPlayer(player: player)
                    .frame(height: 200)

                if showUndoToast, let removedCoupon {
                    HStack {
                        Text("\(removedCoupon) 쿠폰을 삭제했습니다")
                        Button("되돌리기") { restoreCoupon() }
                        Button("닫기", systemImage: "xmark") { showUndoToast = false }
                            .labelStyle(.iconOnly)
                            .frame(minWidth: 44, minHeight: 44)
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: Capsule())
                }

                Button("첫 방문 쿠폰 삭제") { removeCoupon("첫 방문") }

                Image(systemName: "chevron.down")
                    .offset(y: arrowDown ? 8 : 0)
                    .accessibilityHidden(true)
                    .onAppear {
                        guard !reduceMotion else { return }
                        withAnimation(.easeInOut(duration: 0.8).repeatForever()) {
                            arrowDown = true
                        }
                    }
            }
            .padding()
        }
        .navigationTitle("이벤트 소식")
    }

    private func removeCoupon(_ name: String) {
        removedCoupon = name
        showUndoToast = true
        // The undo toast stays until it is closed, and is announced.
        AccessibilityNotification.Announcement("\(name) 쿠폰을 삭제했습니다. 되돌리기 버튼이 있습니다").post()
    }

    private func restoreCoupon() {
        removedCoupon = nil
        showUndoToast = false
    }
}

#Preview {
    NavigationStack {
        EventsView()
    }
}
