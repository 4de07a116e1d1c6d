import AVFoundation
import SwiftUI
import UIKit

/// "바리스타 클래스": a short latte-art lesson in a custom player.
struct BaristaVideoScreen: View {
    var body: some View {
        BaristaVideoRepresentable()
            .aspectRatio(16 / 9, contentMode: .fit)
            .padding()
        // No navigation title: VoiceOver has nothing to announce when the screen opens.
    }
}

struct BaristaVideoRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> BaristaVideoView { BaristaVideoView() }
    func updateUIView(_ uiView: BaristaVideoView, context: Context) {}
}

/// A custom player drawn with an AVPlayerLayer and nothing more.
final class BaristaVideoView: UIView {
    private let player = AVPlayer(url: URL(string: "https://example.com/beanbar/latte-art.m3u8")!)

    override init(frame: CGRect) {
        super.init(frame: frame)
        let playerLayer = AVPlayerLayer(player: player)
        playerLayer.videoGravity = .resizeAspect
        layer.addSublayer(playerLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.sublayers?.first?.frame = bounds
    }
}
