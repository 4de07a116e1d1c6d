import A11yCore
@testable import A11yRuntime
import Foundation
import Testing

/// PNG decoding through the system zlib, and colors measured inside element frames.
struct ScreenshotTests {
  static func sampleCanvas() -> Canvas {
    var canvas = Canvas(width: 37, height: 23, fill: RGBAColor(red255: 250, green255: 248, blue255: 240))
    canvas.fill((3, 2, 10, 7), RGBAColor(red255: 10, green255: 120, blue255: 200))
    canvas.fill((20, 10, 17, 13), RGBAColor(red255: 200, green255: 30, blue255: 90))
    for x in 0..<37 { canvas.fill((x, 22, 1, 1), RGBAColor(red255: x * 7, green255: 255 - x * 5, blue255: x * 3)) }
    return canvas
  }

  @Test(arguments: [0, 1, 2, 3, 4] as [UInt8])
  func decodesEveryFilterExactly(_ filter: UInt8) throws {
    let canvas = Self.sampleCanvas()
    for rgb in [false, true] {
      let image = try PNGDecoder.decode(canvas.png(rgb: rgb, filter: filter))
      #expect(image.width == 37 && image.height == 23)
      #expect(image.pixels == canvas.pixels, "filter \(filter), rgb \(rgb)")
    }
  }

  @Test func decodesThePythonWrittenExample() throws {
    let path = HierarchyReaderTests.runtimeExamples + "/order.png"
    let image = try PNGDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
    // The pay button's brand fill at (100, 790) pt, @2x.
    let pixel = image.pixel(x: 200, y: 1580)
    #expect([pixel.red, pixel.green, pixel.blue, pixel.alpha] == [0x8A, 0x4B, 0x14, 255])
  }

  @Test func rejectsBrokenFiles() {
    var png = Self.sampleCanvas().png()
    #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(Data("GIF89a".utf8)) }
    #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(png.prefix(40)) }
    // Corrupt the compressed data (first IDAT body bytes after IHDR's 33 bytes + 8).
    for index in 41..<60 { png[index] ^= 0x5A }
    #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(png) }
  }

  @Test func measuresTextAndBackgroundInsideTheFrame() throws {
    let scale = 3.0
    let white = RGBAColor.white, gray = RGBAColor(red255: 0x76, green255: 0x76, blue255: 0x76)
    var canvas = Canvas(width: 300, height: 150, fill: white)
    let frame = ElementFrame(x: 10, y: 10, width: 60, height: 20)
    canvas.drawText(in: frame, scale: scale, color: gray, background: white)
    let screenshot = Screenshot(image: canvas.image, pixelsPerPoint: scale)
    let measured = try #require(RuntimeTextContrastRule.measure(frame, in: screenshot))
    #expect(measured.background == white)
    #expect(measured.foreground == gray)
    #expect(abs(measured.ratio - WCAGContrast.contrastRatio(gray, white)) < 1e-9)
    #expect(measured.backgroundShare > 0.8)
    // An empty area: nothing stands out, nothing is measured.
    #expect(RuntimeTextContrastRule.measure(ElementFrame(x: 10, y: 60, width: 60, height: 20), in: screenshot) == nil)
    // Scale from the image when the capture doesn't state it.
    #expect(Screenshot.scale(of: canvas.image, screenBounds: ElementFrame(x: 0, y: 0, width: 100, height: 50), stated: nil) == 3)
  }

  @Test func thresholdFollowsTheTextHeight() throws {
    // #949494 on white is 3.03:1: fails AA for body text (warning), passes for large text.
    let text = """
      Window, {{0.0, 0.0}, {200.0, 200.0}}
        StaticText, {{10.0, 10.0}, {150.0, 20.0}}, label: 'Body text'
        StaticText, {{10.0, 60.0}, {150.0, 34.0}}, label: 'Large title'
      """
    let screen = try #require(try HierarchyReader.read(text: text, file: "t.txt", screenName: "t").first)
    let white = RGBAColor.white, gray = RGBAColor(red255: 0x94, green255: 0x94, blue255: 0x94)
    var canvas = Canvas(width: 400, height: 400, fill: white)
    canvas.drawText(in: ElementFrame(x: 10, y: 10, width: 150, height: 20), scale: 2, color: gray, background: white)
    canvas.drawText(in: ElementFrame(x: 10, y: 60, width: 150, height: 34), scale: 2, color: gray, background: white)
    let png = try PNGDecoder.decode(canvas.png())
    let findings = RuntimeAnalyzer(rules: [RuntimeTextContrastRule.self]).analyze(
      AnalyzedScreen(screen: screen, screenshot: Screenshot(image: png, pixelsPerPoint: 2)))
    #expect(findings.map { $0.element?.label } == ["Body text"])
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.en.contains("3.03:1") == true)
  }
}

extension ScreenshotTests {
  /// Damaged PNGs decode or throw; they never crash.
  @Test func damagedPNGsNeverCrash() {
    let png = [UInt8](Self.sampleCanvas().png())
    var generator = SystemRandomNumberGenerator()
    for round in 0..<300 {
      var bytes = png
      if round % 3 == 0 {
        bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
      } else {
        for _ in 0..<3 {
          bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
      }
      _ = try? PNGDecoder.decode(Data(bytes))
    }
  }
}
