import Foundation
import Testing

@testable import A11yKit

/// Bundled videos read for a sound track (Budgetify's silent onboarding recordings).
struct ProjectVideosTests {
  /// One ISO media box: a 32-bit size, the type, the payload.
  static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    let size = UInt32(8 + payload.count)
    return withUnsafeBytes(of: size.bigEndian, Array.init) + Array(type.utf8) + payload
  }

  /// A movie of tracks whose handlers are `handlers` (`vide`, `soun`).
  static func movie(handlers: [String]) -> [UInt8] {
    let tracks = handlers.flatMap { handler in
      box("trak", box("tkhd", [UInt8](repeating: 0, count: 20)) + box("mdia", box("mdhd", [0, 0, 0, 0]) + box("hdlr", [0, 0, 0, 0, 0, 0, 0, 0] + Array(handler.utf8) + [0, 0, 0, 0])))
    }
    return box("ftyp", Array("isom".utf8) + [0, 0, 2, 0]) + box("moov", box("mvhd", [0, 0, 0, 0]) + tracks) + box("mdat", [1, 2, 3])
  }

  @Test func aMovieWithOnlyAVideoTrackIsSilent() {
    #expect(ProjectVideos.hasSoundTrack(Data(Self.movie(handlers: ["vide"]))) == false)
    #expect(ProjectVideos.hasSoundTrack(Data(Self.movie(handlers: ["vide", "soun"]))) == true)
    // Not a movie, or cut short before any track's handler: unknown.
    #expect(ProjectVideos.hasSoundTrack(Data("not a movie at all".utf8)) == nil)
    #expect(ProjectVideos.hasSoundTrack(Data(Self.movie(handlers: ["vide"]).prefix(30))) == nil)
  }

  /// An onboarding page looping a bundled recording: with no sound track, the autoplay and captions
  /// questions don't arise; with one, they do.
  @Test func aScreenLoopingOnlySilentBundledVideoIsNotAskedAboutSound() {
    func rules(handlers: [String]) -> Set<String> { rules(video: Data(Self.movie(handlers: handlers))).rules }
    func rules(video: Data) -> (rules: Set<String>, status: Int32, errors: String) {
      let folder = TemporaryFolder()
      folder.write("Onboarding.swift", """
        import AVKit
        final class OnboardingPlayerView: UIView {
          let player = AVQueuePlayer()
          var looper: AVPlayerLooper?
          override init(frame: CGRect) {
            super.init(frame: frame)
            let url = Bundle.main.url(forResource: "onboarding_wallet_light", withExtension: "mp4")!
            looper = AVPlayerLooper(player: player, templateItem: AVPlayerItem(url: url))
            layer.addSublayer(AVPlayerLayer(player: player))
            player.play()
          }
        }
        """)
      _ = folder.write("Resources/onboarding_wallet_light.mp4", data: video)
      let result = folder.run("lint", ".", "--format", "json", "--only", "media-autoplay,custom-player-captions")
      return (Set(InterfaceBuilderLintTests.json(result.standardOutput).compactMap { $0["rule"] as? String }), result.exitCode, result.standardError)
    }
    #expect(rules(handlers: ["vide"]).isEmpty)
    #expect(rules(handlers: ["vide", "soun"]) == ["media-autoplay", "custom-player-captions"])
    // A damaged video is no error of the run: its sound is unknown, so the questions stand.
    let damaged = rules(video: Data("ftyp then nothing a movie would hold".utf8))
    #expect(damaged.rules == ["media-autoplay", "custom-player-captions"])
    // (Warnings and notes only: the run's usual status, not an input error's.)
    #expect(damaged.status == 0)
    #expect(!damaged.errors.contains("error"))
  }
}
