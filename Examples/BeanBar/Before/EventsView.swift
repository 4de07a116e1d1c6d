import AVKit
import SwiftUI

/// "이벤트 소식": rotating event banners, the new-season promo video and coupons.
struct EventsView: View {
    @State private var page = 0
    @State private var badgeVisible = true
    @State private var arrowDown = false
    @State private var removedCoupon: String?
    @State private var showUndoToast = false
    private let player = AVPlayer(url: URL(string: "https://example.com/beanbar/autumn.mp4")!)
    private let banners = ["가을 시즌 음료 출시", "원두 구독 20% 할인", "앱 전용 쿠폰 도착"]
    private let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                // The banners move on every 3 seconds with no way to stop them.
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
                    withAnimation { page = (page + 1) % banners.count }
                }

                HStack {
                    Text("가을 시즌 영상")
                        .font(.headline)
                    // Flashes five times a second.
                    Text("NEW")
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .padding(4)
                        .background(Color(red: 0.7, green: 0, blue: 0))
                        .opacity(badgeVisible ? 1 : 0)
                        .onAppear {
                            withAnimation(.easeInOut(duration: 0.1).repeatForever()) {
                                badgeVisible = false
                            }
                        }
                }

                // The promo video starts with sound as soon as the screen opens.
                VideoPlayer(player: player)
                    .frame(height: 200)
                    .onAppear {
                        player.play()
                    }

                if showUndoToast, let removedCoupon {
                    HStack {
                        Text("\(removedCoupon) 쿠폰을 삭제했습니다")
                        Button("되돌리기") { restoreCoupon() }
                    }
                    .padding()
                    .background(Color(.secondarySystemBackground), in: Capsule())
                }

                Button("첫 방문 쿠폰 삭제") { removeCoupon("첫 방문") }

                Image(systemName: "chevron.down")
                    .offset(y: arrowDown ? 8 : 0)
                    .accessibilityHidden(true)
                    .onAppear {
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
        // The undo toast disappears after 3 seconds, before a VoiceOver user can reach it.
        DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
            withAnimation { showUndoToast = false }
        }
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
