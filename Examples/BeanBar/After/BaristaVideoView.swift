import AVFoundation
import SwiftUI
import UIKit

/// "바리스타 클래스": a short latte-art lesson in a custom player.
struct BaristaVideoScreen: View {
    var body: some View {
        BaristaVideoRepresentable()
            .aspectRatio(16 / 9, contentMode: .fit)
            .padding()
            .navigationTitle("바리스타 클래스")
    }
}

struct BaristaVideoRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> BaristaVideoView { BaristaVideoView() }
    func updateUIView(_ uiView: BaristaVideoView, context: Context) {}
}

/// A custom player drawn with an AVPlayerLayer. It follows the person's caption settings
/// (Settings › Accessibility › Subtitles & Captioning) by letting AVFoundation select the
/// legible track, so the lesson's Korean captions show for people who asked for them.
final class BaristaVideoView: UIView {
    private let player = AVPlayer(url: URL(string: "https://example.com/beanbar/latte-art.m3u8")!)

    override init(frame: CGRect) {
        super.init(frame: frame)
        player.appliesMediaSelectionCriteriaAutomatically = true
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
